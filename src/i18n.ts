// Every visible word comes from locales/ through i18next. Country variants (`…_au`, `…_uk`, `…_us`)
// are chosen by the project's country (content/countries.json), not by the UI language.
// English, every language's fallback, ships with the app; another language is fetched only when
// the deployment offers it and the phone asks for it (src/engine/vitePlugin.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import coreResources from 'virtual:locales';
import loaders from 'virtual:locale-loaders';

let allWords: Promise<void> | undefined;
let loaded = false;

type Bundle = { default: Record<string, { translation: Record<string, unknown> }> };
const add = ({ default: resources }: Bundle) => {
  for (const [lang, { translation }] of Object.entries(resources)) i18next.addResourceBundle(lang, 'translation', translation, true, true);
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
  const own = loaders[i18next.language];
  allWords ??= Promise.all([import('virtual:locales-rest'), own?.rest()]).then(([english, mine]) => {
    add(english);
    if (mine) add(mine);
    loaded = true;
  });
  return allWords;
}

export const allWordsLoaded = (): boolean => loaded;
