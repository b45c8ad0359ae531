// /congratulations (G-11): a celebration, share links for three networks and the way home. The
// animation only runs for users who have not asked for reduced motion (motion-safe).
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { shareLinks } from './shareLinks.ts';

const DEFAULT_URL = 'https://www.allumeenergy.com/';
const DEFAULT_TAGS = ['SolShare', 'SolarForEveryone', 'SharedSolar'];

export default function CongratulationsScreen({ step, params }: ScreenProps<'congratulations'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const url = typeof step.props?.shareUrl === 'string' ? step.props.shareUrl : DEFAULT_URL;
  const tags = Array.isArray(step.props?.hashtags) ? step.props.hashtags.map(String) : DEFAULT_TAGS;
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <Celebration />
      <p className="my-3 text-base text-slate-800">{t('congratulations.body')}</p>
      <h2 className="mt-6 mb-2 text-lg font-bold text-slate-900">{t('congratulations.shareHeading')}</h2>
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
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}

/** A sun with rays and confetti; decorative, so hidden from screen readers. */
function Celebration() {
  const confetti = [
    { x: 20, y: 30, c: 'fill-amber-400' },
    { x: 180, y: 25, c: 'fill-brand-700' },
    { x: 40, y: 120, c: 'fill-sky-600' },
    { x: 165, y: 115, c: 'fill-rose-500' },
    { x: 100, y: 12, c: 'fill-sky-600' },
  ];
  return (
    <svg viewBox="0 0 200 140" className="mx-auto my-4 h-36 w-full max-w-xs" aria-hidden focusable="false">
      <g className="origin-center motion-safe:animate-[spin_12s_linear_infinite]" style={{ transformOrigin: '100px 70px' }}>
        {Array.from({ length: 12 }, (_, i) => (
          <line key={i} x1="100" y1="70" x2="100" y2="18" className="stroke-amber-400" strokeWidth="4" strokeLinecap="round" transform={`rotate(${i * 30} 100 70)`} />
        ))}
      </g>
      <circle cx="100" cy="70" r="30" className="fill-amber-300 stroke-amber-500" strokeWidth="3" />
      {confetti.map((p, i) => (
        <rect key={i} x={p.x} y={p.y} width="8" height="8" rx="2" className={`${p.c} motion-safe:animate-bounce`} style={{ animationDelay: `${i * 150}ms` }} />
      ))}
    </svg>
  );
}
