// The top bar on every screen: drawer button, logo, wifi status, contact and feedback. The wifi
// icon blinks while the unit is not connected and says so in words for screen readers.
import { useTranslation } from 'react-i18next';
import { FeedbackIcon, MenuIcon, PhoneIcon, SunLogo, WifiIcon } from './icons.tsx';

export interface TopBarProps {
  onMenu(): void;
  onContact(): void;
  onFeedback(): void;
  wifi: 'hidden' | 'unknown' | 'connected' | 'disconnected';
}

const iconButton =
  'flex h-12 w-12 items-center justify-center rounded-lg focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400';

export function TopBar({ onMenu, onContact, onFeedback, wifi }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-10 flex items-center gap-1 bg-brand-900 px-2 py-1 text-white shadow">
      <button type="button" className={iconButton} onClick={onMenu} aria-label={t('shell.openMenu')}>
        <MenuIcon />
      </button>
      <span className="flex flex-1 items-center gap-2 text-lg font-bold">
        <SunLogo className="text-amber-300" />
        {t('shell.productName')}
      </span>
      {wifi !== 'hidden' ? (
        <span
          role="img"
          className={`${iconButton} ${wifi === 'disconnected' ? 'motion-safe:animate-pulse text-amber-300' : ''}`}
          aria-label={t(`shell.wifi.${wifi}`)}
          title={t(`shell.wifi.${wifi}`)}
        >
          <WifiIcon />
          {wifi === 'disconnected' ? (
            <span aria-hidden className="-ml-2 text-sm font-bold">
              !
            </span>
          ) : null}
        </span>
      ) : null}
      <button type="button" className={iconButton} onClick={onContact} aria-label={t('shell.contact')}>
        <PhoneIcon />
      </button>
      <button type="button" className={iconButton} onClick={onFeedback} aria-label={t('shell.feedback')}>
        <FeedbackIcon />
      </button>
    </header>
  );
}
