// Stands in for rjsf's getDecimalSeparator (src/engine/appAliases.ts). rjsf asked Intl, on every
// render of a number field, for the separator of the phone's languages: the first Intl.NumberFormat
// cost about 20 ms before the specifications form could show (issue 11), and the phone's language is
// not the app's. This is the UI language's, from its words (src/ui/localNumber.ts), the same one the
// app's own number boxes read and show with.
import i18next from 'i18next';
import { decimalSeparator } from '../ui/localNumber.ts';

export default function getDecimalSeparator(): string {
  return decimalSeparator(i18next.language || 'en');
}
