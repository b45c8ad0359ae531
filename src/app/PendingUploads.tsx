// Sends what the background uploads left unsent (the debounced connection list, the address, the
// specifications) as soon as the phone is online: when signal returns, and on start (the app may have been
// reloaded offline). While an upload has failed and the phone is online, the configuration screens after it
// say so, why, and that nothing is lost (it is kept and sent again), with Send again; with no signal the
// offline banner already says that what is entered is kept and sent later. The upload queue's code loads only when
// something is pending, keeping the first screen small.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { pendingUploads } from '../state/pendingUploads.ts';
import { uploadProblem, type UploadedPart } from '../state/uploadProblem.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { useApp } from './AppContext.tsx';
import { useOnline } from './useOnline.ts';

// where each part's failed upload is said: the screens after its step, up to the run (/commission/19)
const SHOWN_ON: Record<UploadedPart, RegExp> = {
  connections: /^\/commission\/1[2-6](\/|$)/, // where the connection list is edited and reviewed
  // from the screen after the step that saves it (/commission/10 comes before the address)
  address: /^\/commission\/(specifications|1[1-9]|unequal-allocation|ct-rating|photos)(\/|-|$)/,
  spec: /^\/commission\/(1[1-9]|unequal-allocation|ct-rating|photos)(\/|-|$)/,
};
const PARTS = Object.keys(SHOWN_ON) as UploadedPart[];
// the connection list's words carry the reason; the other parts' are said once below them
const WHAT: Record<UploadedPart, string> = {
  connections: 'problem.upload.what',
  address: 'problem.upload.addressWhat',
  spec: 'problem.upload.specWhat',
};

const anyPending = () => PARTS.some((part) => pendingUploads[part]);

const sendAgain = (api: ReturnType<typeof useApp>['api']) =>
  import('../handlers/config/configUploads.ts').then((m) => m.sendPendingConfig(api));

export function PendingUploads() {
  const { api } = useApp();
  const { t } = useTranslation();
  const online = useOnline();
  const [path] = useLocation();
  const problems = useSnapshot(uploadProblem);
  const pending = useSnapshot(pendingUploads);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!online || !anyPending()) return;
    void sendAgain(api);
  }, [online, api]);
  const shown = PARTS.filter((part) => problems[part] && pending[part] && SHOWN_ON[part].test(path));
  if (!online || shown.length === 0) return null;
  const reasons = [...new Set(shown.filter((part) => part !== 'connections').map((part) => problems[part]))];
  return (
    <div className="mx-auto w-full max-w-xl px-4" data-testid="upload-problem">
      <Alert tone="warning">
        {shown.map((part) => (
          <p key={part} className="font-semibold">
            {t(WHAT[part], { reason: t(`problem.${problems[part]}.what`) })}
          </p>
        ))}
        {reasons.map((reason) => (
          <p key={reason}>{t(`problem.${reason}.what`)}</p>
        ))}
        <p className="mt-1">{t(shown.includes('connections') ? 'problem.upload.todo' : 'problem.upload.keptTodo')}</p>
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
