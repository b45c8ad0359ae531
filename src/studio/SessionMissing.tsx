// Shown instead of the studio when the tab has no session token: the address printed by
// `npm run studio` carries it (session.ts).
import { t } from './words.ts';

export function SessionMissing() {
  return (
    <main className="mx-auto max-w-xl p-6 text-slate-900">
      <h1 className="mb-3 text-xl font-bold">{t('session.title')}</h1>
      <p role="alert">{t('session.body')}</p>
    </main>
  );
}
