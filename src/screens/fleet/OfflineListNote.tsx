// Says that the fleet list is the one last seen, not the server's now (no network), and when it was seen.
import { displayLocale } from '../../platform/displayLocale.ts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert.tsx';

export function OfflineListNote({ since }: { since: number }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(displayLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(since);
  return (
    <div data-testid="fleet-offline">
      <Alert tone="warning">{t('fleet.view.offline', { time })}</Alert>
    </div>
  );
}
