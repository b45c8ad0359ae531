// Logout in the middle of a job: says what becomes of the unfinished job (kept on this phone for
// this user, deleted when someone else logs in) and offers to keep working.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { LazyModal } from '../ui/LazyModal.tsx';

export function LogoutConfirm({
  open,
  serial,
  email,
  onKeepWorking,
  onLogout,
}: {
  open: boolean;
  serial: string;
  email: string;
  onKeepWorking(): void;
  onLogout(): void;
}) {
  const { t } = useTranslation();
  return (
    <LazyModal
      open={open}
      title={t('logoutConfirm.title')}
      onClose={onKeepWorking}
      actions={
        <>
          <Button onClick={onKeepWorking}>{t('logoutConfirm.keepWorking')}</Button>
          <Button variant="secondary" onClick={onLogout}>
            {t('logoutConfirm.logout')}
          </Button>
        </>
      }
    >
      <p className="text-base text-slate-800">{t('logoutConfirm.body', { serial, email })}</p>
    </LazyModal>
  );
}
