// /fault-status's faults (H-31…H-34): each with its name, state (icon and words), since
// when, description and the next step the handler chose for the site's country, with the reconnect
// steps or the guide it names. props: { items (field), label (the list's name) }.
import { displayLocale } from '../../../platform/displayLocale.ts';
import { useTranslation } from 'react-i18next';
import type { ShownFaultLine } from '../../../handlers/fleet/loadFaultStatus.ts';
import { field } from '../fields.ts';
import { HealthBadge } from '../HealthBadge.tsx';
import type { PartProps } from './partProps.ts';
import { GuideLink } from './GuideLink.tsx';
import { ReconnectSteps } from './ReconnectSteps.tsx';

const EDGE = {
  critical: 'border-red-700',
  offline: 'border-slate-600',
  attention: 'border-amber-600',
  ok: 'border-green-700',
} as const;

export function FaultList({ view, props }: PartProps) {
  const { t, i18n } = useTranslation();
  const faults = field(view.data, String(props.items ?? 'faults')) as ShownFaultLine[] | undefined;
  const country = field(view.data, 'country') as string | null;
  if (!faults?.length) return null;
  const when = new Intl.DateTimeFormat(displayLocale(i18n.language, country), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ul aria-label={t(String(props.label ?? 'faults.listLabel'))} className="my-4 flex flex-col gap-3">
      {faults.map((f) => {
        const since = f.since ? Date.parse(f.since) : NaN;
        return (
          <li
            key={f.key}
            data-testid="fault"
            className={`rounded-lg border-2 border-l-8 bg-white p-3 ${EDGE[f.health]}`}
          >
            <h2 className="text-lg font-bold text-slate-900">{t(`faults.names.${f.key}`)}</h2>
            <HealthBadge health={f.health} className="text-base" />
            <span className="sr-only"> {t(f.critical ? 'faults.critical' : 'faults.nonCritical')}</span>
            {Number.isFinite(since) ? (
              <p className="text-sm text-slate-700">{t('faults.since', { time: when.format(since) })}</p>
            ) : null}
            <p className="mt-1 text-base text-slate-800">{t(`faults.descriptions.${f.key}`)}</p>
            {f.action ? (
              <div className="mt-2 rounded-md bg-slate-100 p-2">
                <h3 className="text-base font-bold text-slate-900">{t('faults.nextStep')}</h3>
                <p className="text-base text-slate-800">{t(f.action.key)}</p>
                {f.action.reconnect ? (
                  <ReconnectSteps country={country} headingLevel={3} />
                ) : f.action.guide ? (
                  <GuideLink guide={f.action.guide} country={country} text={`infoCentre.links.${f.action.guide}`} />
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
