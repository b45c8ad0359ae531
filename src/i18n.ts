// Every visible word comes from locales/ through i18next. Country variants (`…_au`, `…_uk`, `…_us`)
// are chosen by the project's country (content/countries.json), not by the UI language.
// English, every language's fallback, ships with the app; another language is fetched only when
// the deployment offers it and the phone asks for it (src/build/vitePlugin.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import coreResources from 'virtual:locales';
import loaders, { englishGroups } from 'virtual:locale-loaders';

// what is loaded or loading, per language: 'rest' and the groups of src/localeSplit.ts's separateWordGroups
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

type Bundle = { default: Record<string, { translation: Record<string, unknown> }> };
// skipCopy: i18next would otherwise deep-copy each bundle through JSON before merging it, some 40 KB
// of words on the main thread before a form screen can draw; these bundles are ours and added once
const add = ({ default: resources }: Bundle) => {
  for (const [lang, { translation }] of Object.entries(resources))
    i18next.addResourceBundle(lang, 'translation', translation, true, true, { silent: false, skipCopy: true });
};

/** Loads the core words; the rest follows in the background unless `waitForAll` (tests, tools). */
export async function initI18n(language = 'en', { waitForAll = true } = {}): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: coreResources,
    lng: language,
    fallbackLng: 'en', // a text not yet translated shows in English (the checker warns about it)
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { bindI18nStore: 'added' }, // re-render when the lazy words arrive
  });
  const own = loaders[language];
  if (own) add(await own.core());
  if (waitForAll) await loadAllWords(); // otherwise the caller loads the rest when the phone is idle
}

/** Resolves once every namespace of English and of the UI language is loaded (src/localeSplit.ts). */
export function loadAllWords(): Promise<void> {
  return loadWords(['rest', ...Object.keys(englishGroups)]);
}

/** Resolves once these parts ('rest', or a group of separateWordGroups) of English and of the UI language are loaded. */
export function loadWords(parts: readonly string[]): Promise<void> {
  return Promise.all(parts.map(loadPart)).then(() => undefined);
}

// per language: a part loaded for English is not yet loaded for German (a tool or test that draws both)
const keyOf = (part: string) => `${i18next.language}:${part}`;

function loadPart(part: string): Promise<void> {
  const own = loaders[i18next.language];
  const key = keyOf(part);
  let promise = loading.get(key);
  if (!promise) {
    const english = part === 'rest' ? import('virtual:locales-rest') : englishGroups[part]?.();
    const mine = part === 'rest' ? own?.rest() : own?.groups[part]?.();
    promise = Promise.all([english, mine]).then(([en, other]) => {
      if (en) add(en);
      if (other) add(other);
      loaded.add(key);
    });
    promise.catch(() => loading.delete(key)); // a later try (the Reload, the next route) fetches again
    loading.set(key, promise);
  }
  return promise;
}

export const wordsLoaded = (parts: readonly string[]): boolean => parts.every((p) => loaded.has(keyOf(p)));
