// The studio's own words: locales/<lang>/studio/words.json, a folder the app's locale loader does
// not read (it takes only the .json files of locales/<lang>/), so none of it reaches the app.
import i18next from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/studio/words.json', {
  eager: true,
  import: 'default',
});
const resources = Object.fromEntries(
  Object.entries(files).map(([path, words]) => [path.split('/').at(-3)!, { translation: words }]),
);
export const studioLanguages = Object.keys(resources).sort();

export const words = i18next.createInstance();
void words.init({
  resources,
  lng: localStorage.getItem('studio.language') ?? 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

// the history's and publishing's words: their own file, merged into the same keys
const teamFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/studio/team.json', {
  eager: true,
  import: 'default',
});
for (const [path, team] of Object.entries(teamFiles))
  words.addResourceBundle(path.split('/').at(-3)!, 'translation', team, true, false);

export const t = (key: string, options?: Record<string, unknown>): string => words.t(key, options);
