// Logout in the middle of a job, or with photos not sent yet: says what becomes of the unfinished job
// (kept on this phone for this user, deleted when someone else logs in) and of the photos (kept on
// this phone, sent when this user logs in again), and offers to keep working.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { LazyModal } from '../ui/LazyModal.tsx';

export function LogoutConfirm({
  open,
  serial,
  unsentPhotos,
  email,
  onKeepWorking,
  onLogout,
}: {
  open: boolean;
  /** the unfinished job's unit, or '' when the job is done */
  serial: string;
  unsentPhotos: number;
  email: string;
  onKeepWorking(): void;
  onLogout(): void;
}) {
  const { t } = useTranslation();
  return (
    <LazyModal
      open={open}
      title={t(serial ? 'logoutConfirm.title' : 'logoutConfirm.photosTitle')}
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
      {serial ? <p className="text-base text-slate-800">{t('logoutConfirm.body', { serial, email })}</p> : null}
      {unsentPhotos > 0 ? (
        <p className="mt-2 text-base font-semibold text-slate-900" data-testid="logout-unsent-photos">
          {t('logoutConfirm.photos', { count: unsentPhotos, email })}
        </p>
      ) : null}
    </LazyModal>
  );
}
