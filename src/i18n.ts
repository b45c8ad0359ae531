// Every visible word comes from locales/ through i18next. Country variants (`…_au`, `…_uk`, `…_us`)
// are i18next contexts chosen by the project's country, not by the UI language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import coreResources from 'virtual:locales';

let allWords: Promise<void> | undefined;
let loaded = false;

/** Loads the core words; the rest follows in the background unless `waitForAll` (tests, tools). */
export async function initI18n(language = 'en', { waitForAll = true } = {}): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: coreResources,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { bindI18nStore: 'added' }, // re-render when the lazy words arrive
  });
  if (waitForAll) await loadAllWords(); // otherwise the caller loads the rest when the phone is idle
}

/** Resolves once every namespace is loaded (src/localeSplit.ts); starts the load on first call. */
export function loadAllWords(): Promise<void> {
  allWords ??= import('virtual:locales-rest').then(({ default: rest }) => {
    for (const [lang, { translation }] of Object.entries(rest)) i18next.addResourceBundle(lang, 'translation', translation, true, true);
    loaded = true;
  });
  return allWords;
}

export const allWordsLoaded = (): boolean => loaded;
