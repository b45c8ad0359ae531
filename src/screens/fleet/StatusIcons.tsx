// H-09, H-10: the power icon (red / yellow / green) and the wifi icon (yellow while offline), each
// with its state in words next to it, so colour is never the only signal. Icon colours keep 3:1
// contrast on white (WCAG 1.4.11).
import { useTranslation } from 'react-i18next';
import type { IconColour } from '../../handlers/rules/powerIcon.ts';
import { WifiIcon } from '../../ui/icons.tsx';

const COLOUR: Record<IconColour, string> = { red: 'text-red-700', yellow: 'text-amber-600', green: 'text-green-700' };

const PowerIcon = ({ className }: { className: string }) => (
  <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden className={className}>
    <path d="M12 2v10" />
    <path d="M18.4 6.6a9 9 0 1 1-12.8 0" />
  </svg>
);

export function PowerStatus({ colour }: { colour: IconColour }) {
  const { t } = useTranslation();
  return (
    <p className="flex min-h-12 items-center gap-2 text-base font-semibold text-slate-900" data-testid="power-status" data-colour={colour}>
      <PowerIcon className={COLOUR[colour]} />
      {t(`systemInfo.power.${colour}`)}
    </p>
  );
}

export function WifiStatusIcon({ colour }: { colour: 'yellow' | 'green' }) {
  return <WifiIcon className={`shrink-0 ${COLOUR[colour]}`} data-testid="wifi-icon" data-colour={colour} />;
}
