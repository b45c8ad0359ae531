// A finding in the editor's words (the checker's own message where it comes from the build's checks).
import type { Finding } from './api.ts';
import { t } from './words.ts';

export function findingText(f: Finding): string {
  const where = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : '';
  switch (f.code) {
    case 'emptyText':
      return t('finding.emptyText', { lang: f.lang ?? '', key: f.key ?? where });
    case 'loses':
      return t('finding.loses', { lang: f.lang ?? '', key: f.key ?? where });
    case 'conflict':
      return t('finding.conflict', { key: f.key ? `${f.key} (${f.lang})` : where, now: f.message || '…' });
    case 'checker':
      return t('finding.checker', { message: f.message, where });
    default:
      return t('finding.refused', { message: f.message });
  }
}

/** Whether a finding concerns this language's text of this key (to show it under that field). */
export function concerns(f: Finding, lang: string, key: string): boolean {
  if (f.key) return f.key === key && f.lang === lang;
  return Boolean(
    f.message?.includes(`'${key}'`) && (f.file.includes(`/${lang}/`) || f.message.includes(`locales/${lang}`)),
  );
}
