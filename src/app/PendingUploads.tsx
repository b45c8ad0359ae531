// Sends what a change made with no signal left unsent (the debounced connection upload) as soon as
// the phone is online: when signal returns, and on start (the app may have been reloaded offline).
// While an upload has failed, the connection screens say so, why, and that nothing is lost (it is
// kept and sent again), with Send again. The uploader's code loads only when something is pending,
// keeping the first screen small.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { pendingUploads } from '../state/pendingUploads.ts';
import { uploadProblem } from '../state/uploadProblem.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { useApp } from './AppContext.tsx';
import { useOnline } from './useOnline.ts';

// the screens where the connection list is edited and reviewed (/commission/12…/16)
const CONNECTION_SCREENS = /^\/commission\/1[2-6](\/|$)/;

const sendAgain = (api: ReturnType<typeof useApp>['api']) =>
  import('../handlers/config/connectionUploads.ts').then((m) => m.retryPendingConnections(api));

export function PendingUploads() {
  const { api } = useApp();
  const { t } = useTranslation();
  const online = useOnline();
  const [path] = useLocation();
  const problem = useSnapshot(uploadProblem).connections;
  const pending = useSnapshot(pendingUploads).connections;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!online || !pendingUploads.connections) return;
    void sendAgain(api);
  }, [online, api]);
  if (!problem || !pending || !CONNECTION_SCREENS.test(path)) return null;
  return (
    <div className="mx-auto w-full max-w-xl px-4" data-testid="connection-upload-problem">
      <Alert tone="warning">
        <p className="font-semibold">{t('problem.upload.what', { reason: t(`problem.${problem}.what`) })}</p>
        <p className="mt-1">{t('problem.upload.todo')}</p>
        <div className="mt-3">
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => {
              setBusy(true);
              void sendAgain(api).finally(() => setBusy(false));
            }}
          >
            {t('problem.upload.sendAgain')}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
