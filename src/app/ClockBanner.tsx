// A phone clock far off the server's (measured at login from the token's iat) is said on every screen,
// not only on /login: the app shows times by the server's clock where it knows them, but the phone's
// own status bar, and anything else on it, stays wrong until its clock is set from the network.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { clockOff, session } from '../state/session.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/** "13 hours" / "20 minutes" in the UI language, for a clock difference in ms. */
export function useClockAmount(): (offMs: number) => string {
  const { t } = useTranslation();
  return (offMs) => {
    const minutes = Math.round(Math.abs(offMs) / 60_000);
    return minutes < 90
      ? t('clock.minutes', { count: minutes })
      : t('clock.hours', { count: Math.round(minutes / 60) });
  };
}

export function ClockBanner({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const amount = useClockAmount();
  useSnapshot(session);
  const hydrated = useHydrated(); // the HTML drawn at build time knows no phone
  const off = clockOff();
  if (!hydrated || hidden || off === 0) return null;
  return (
    <div
      role="status"
      data-testid="clock-banner"
      className="border-b-4 border-amber-600 bg-amber-100 px-4 py-2 text-base text-amber-950"
    >
      <p className="mx-auto max-w-xl">
        <span className="font-bold">{t(off > 0 ? 'clock.ahead' : 'clock.behind', { amount: amount(off) })}</span>{' '}
        {t('clock.body')}
      </p>
    </div>
  );
}
