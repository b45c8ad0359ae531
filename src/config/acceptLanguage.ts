// The phone's preferred languages from an Accept-Language header ("de-DE,de;q=0.9,en;q=0.8"), most
// wanted first, as navigator.languages gives them to the app. The server picks the prerendered
// page's language from them with the app's own rule (pickLanguage), so the first paint is in the
// language the app will then use. A language with q=0 is refused, not wanted.
export function preferredLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}
