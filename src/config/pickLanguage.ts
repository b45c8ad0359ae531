// The UI language: the first of the phone's preferred languages that this deployment offers
// (config.json `languages`), else the deployment's first language. ["de-DE", "en"], ["en", "de"] → "de"
export function pickLanguage(offered: readonly string[], preferred: readonly string[]): string {
  for (const wanted of preferred) {
    const base = wanted.toLowerCase().split('-')[0];
    const match = offered.find((o) => o.toLowerCase() === wanted.toLowerCase() || o.toLowerCase() === base);
    if (match) return match;
  }
  return offered[0] ?? 'en';
}
