// What to do when a SolShare is offline: numbered reconnect steps and the region's
// change-wifi guide (content/infoCentre.json). Shown on /wifi-status and with an offline fault.
import { useTranslation } from 'react-i18next';
import { GuideLink } from './GuideLink.tsx';

const STEPS = ['power', 'router', 'restart', 'credentials'] as const;

export function ReconnectSteps({ country, headingLevel = 2 }: { country?: string | null; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="my-3" data-testid="reconnect-steps">
      <Heading className="mb-1 text-base font-bold text-slate-900">{t('unit.reconnect.heading')}</Heading>
      <ol className="ml-5 list-decimal text-base text-slate-800">
        {STEPS.map((s) => (
          <li key={s} className="mb-1">
            {t(`unit.reconnect.steps.${s}`)}
          </li>
        ))}
      </ol>
      <GuideLink guide="changeWifi" country={country} text="infoCentre.links.changeWifi" />
    </section>
  );
}
