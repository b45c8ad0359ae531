// G-11: a heading and a link per network to share the job. The step's `with` may set `headingText`,
// `url` and `hashtags`; each link says that it opens a new window.
import { useTranslation } from 'react-i18next';
import { shareLinks } from './shareLinks.ts';

const DEFAULT_URL = 'https://www.allumeenergy.com/';
const DEFAULT_TAGS = ['SolShare', 'SolarForEveryone', 'SharedSolar'];

export function ShareLinks({ settings }: { settings: Record<string, unknown> }) {
  const { t } = useTranslation();
  const url = typeof settings.url === 'string' ? settings.url : DEFAULT_URL;
  const tags = Array.isArray(settings.hashtags) ? settings.hashtags.map(String) : DEFAULT_TAGS;
  return (
    <>
      {typeof settings.headingText === 'string' ? (
        <h2 className="mt-6 mb-2 text-lg font-bold text-slate-900">{t(settings.headingText)}</h2>
      ) : null}
      <ul className="flex flex-col gap-3">
        {shareLinks(t('congratulations.shareText'), url, tags).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 px-4 py-3 font-semibold text-brand-800 underline focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
            >
              {t(`congratulations.${network}`)}
              <span className="sr-only"> {t('congratulations.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
