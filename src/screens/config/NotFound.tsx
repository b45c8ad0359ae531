// What a config screen shows for an index outside its range (E-13 index 0–4, E-29 phases 1–2 / 1–3):
// a plain sentence and a way back, never a blank screen.
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';

export function NotFound({ title, messageKey }: { title?: string | undefined; messageKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <Alert tone="error">{t(messageKey)}</Alert>
      <Button variant="secondary" onClick={() => history.back()}>
        {t('common.back')}
      </Button>
    </Page>
  );
}
