// The other problems one failed test found (training serial ending 63): each failing
// connection that is not this page's, with its own reason in the site's wording and a link to the
// page for it (none for a code of the default list). Only renders what failuresOnPage decided.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApp } from '../../app/AppContext.tsx';
import { variantChain, variantKey, type FailedConnection, type OtherFailure } from '../../handlers/rules/index.ts';

/** "L1-1", or "L1-1 and L2-1" for a problem between two connections (swapped, phaseswap). */
export function useConnectionName() {
  const { t } = useTranslation();
  return (c: FailedConnection) =>
    c.otherCon ? t('troubleshooting.others.pair', { conName: c.conName, otherCon: c.otherCon }) : c.conName;
}

export function OtherFailures({ others, country }: { others: readonly OtherFailure[]; country: string }) {
  const { t, i18n } = useTranslation();
  const { flows } = useApp();
  const connectionName = useConnectionName();
  if (others.length === 0) return null;
  const titleOf = (page: string) => flows.steps.find((s) => s.path === page)?.title;
  return (
    <section aria-labelledby="other-failures" className="my-6">
      <h2 id="other-failures" className="mb-2 text-lg font-bold text-slate-900">
        {t('troubleshooting.others.heading')}
      </h2>
      <ul className="flex flex-col gap-3" aria-labelledby="other-failures">
        {others.map(({ message, page }, i) => {
          const title = page ? titleOf(page) : undefined;
          const reason = t(
            variantKey(message.key, variantChain(country), (k) => i18n.exists(k)),
            { conName: message.conName ?? '', otherCon: message.otherCon ?? '' },
          );
          return (
            <li
              key={i}
              className="rounded-lg border-2 border-l-8 border-slate-400 border-l-red-700 bg-white p-3 text-base text-slate-900"
            >
              {message.conName ? (
                <p className="font-bold">{connectionName({ conName: message.conName, otherCon: message.otherCon })}</p>
              ) : null}
              <p>{reason}</p>
              {page && title ? (
                <Link
                  href={page}
                  className="mt-1 flex min-h-12 items-center font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t('troubleshooting.others.open', { title: t(title) })}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
