// How many of the job's photos are still on the phone only, on every screen while there are some:
// the installer sees them go out, and knows why they wait (no signal, logged out, a retry) and what
// to do. Photos the server refused are said apart: they wait for the installer, not for the sender.
import { useTranslation } from 'react-i18next';
import { sendNow, useSendingStatus } from './usePhotoSending.ts';

export function PhotosToSend() {
  const { t } = useTranslation();
  const { toSend, refused, state } = useSendingStatus();
  if ((toSend === 0 && refused === 0) || state === 'stopped') return null;
  return (
    <div role="status" className="border-b-2 border-sky-700 bg-sky-50 px-4 py-2 text-base text-sky-950">
      {toSend > 0 ? (
        <div data-testid="photos-to-send" className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <p>
            <span className="font-bold">{t('shell.photos.toSend', { count: toSend })}</span>{' '}
            {t(`shell.photos.state.${state}`)}
          </p>
          {state === 'retrying' ? (
            <button
              type="button"
              onClick={sendNow}
              className="min-h-12 shrink-0 rounded-lg border-2 border-sky-800 bg-white px-3 font-semibold text-sky-900"
            >
              {t('shell.photos.sendNow')}
            </button>
          ) : null}
        </div>
      ) : null}
      {refused > 0 ? (
        <p data-testid="photos-refused" className={`mx-auto max-w-xl text-red-900 ${toSend > 0 ? 'mt-2' : ''}`}>
          <span className="font-bold">
            <span aria-hidden>✖ </span>
            {t('shell.photos.refused', { count: refused })}
          </span>{' '}
          {t('shell.photos.refusedTodo')}
        </p>
      ) : null}
    </div>
  );
}
