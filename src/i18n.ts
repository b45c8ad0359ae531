// Every visible word comes from locales/ through i18next. Country variants (`…_au`, `…_uk`, `…_us`)
// are i18next contexts chosen by the project's country, not by the UI language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resources from 'virtual:locales';

export async function initI18n(language = 'en'): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
}

/** AU/NZ → au, GB/DE → uk, US → us (F-02, N-10); anything else has no variant. */
export function countryContext(country: string | undefined): string | undefined {
  switch (country) {
    case 'AU':
    case 'NZ':
      return 'au';
    case 'GB':
    case 'DE':
      return 'uk';
    case 'US':
      return 'us';
    default:
      return undefined;
  }
}
