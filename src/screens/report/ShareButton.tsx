// Shares the page's link with the phone's share sheet (Web Share API); not shown where the browser
// has none (most desktops), since a button that cannot work is worse than none.
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

export const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  if (!canShare()) return null;
  const share = () => {
    // a cancelled share sheet rejects with AbortError: nothing to report
    navigator.share({ title, text, url: location.href }).catch(() => undefined);
  };
  return (
    <Button variant="secondary" onClick={share}>
      {t('report.share')}
    </Button>
  );
}
