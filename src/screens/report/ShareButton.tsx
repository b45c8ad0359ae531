// Shares the unit's own link with the phone's share sheet (Web Share API); not shown where the browser
// has none (most desktops), since a button that cannot work is worse than none. The page's own address
// names no unit, so the link shared is the unit's (/system-info/<serial>, as on its labels), and the
// screen says plainly who can open it: someone logged in with access to the unit. The report itself
// goes to anyone else as the PDF the print view saves.
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

export const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The link a label's QR code carries: it opens the unit's system info after a login (H-01). */
export const unitLink = (origin: string, serial: string): string =>
  `${origin}/system-info/${encodeURIComponent(serial)}`;

export function ShareButton({ title, text, serial }: { title: string; text: string; serial: string }) {
  const { t } = useTranslation();
  if (!canShare()) return null;
  const share = () => {
    // a cancelled share sheet rejects with AbortError: nothing to report
    navigator.share({ title, text, url: unitLink(location.origin, serial) }).catch(() => undefined);
  };
  return (
    <div>
      <Button variant="secondary" onClick={share}>
        {t('report.share')}
      </Button>
      <p className="mt-2 text-base text-slate-800" data-testid="share-note">
        {t('report.shareNote')}
      </p>
    </div>
  );
}
