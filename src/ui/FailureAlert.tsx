// A failure, shown where it happened: what happened (bold), what the installer can do, and a way on.
// Try again runs the failed action again; after a 429 it counts down the server's wait first. A 403
// or 404 will not change by asking again, so it offers Back; a 401 has already opened the login.
// Long texts wrap instead of widening the page. A failure that lands below the visible screen (under
// a long form) is scrolled into view and takes focus, so nobody taps SEND again and sees nothing.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { ServerSaid } from './ServerSaid.tsx';
import type { ShownFailure } from './shownFailure.ts';

function useCountdown(seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    if (!seconds) return undefined;
    const until = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const s = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** Scrolls the box into view when it is not fully visible and focuses it, once per failure text. */
function useBringIntoView(text: string) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const { top, bottom } = el.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) el.scrollIntoView?.({ block: 'nearest' });
    el.focus({ preventScroll: true });
  }, [text]);
  return box;
}

export function FailureAlert({ failure }: { failure: ShownFailure }) {
  const { t } = useTranslation();
  const wait = useCountdown(failure.retryAfterS);
  const box = useBringIntoView(`${failure.what} ${failure.todo ?? ''}`);
  const goesBack = failure.cls === 'forbidden' || failure.cls === 'notFound';
  const canRetry = failure.retry && failure.cls !== 'sessionEnded';
  return (
    <Alert tone="error" ref={box}>
      <p className={failure.todo ? 'font-semibold' : ''}>{failure.what}</p>
      {failure.todo ? <p className="mt-1">{failure.todo}</p> : null}
      <ServerSaid text={failure.serverSaid} />
      {canRetry || goesBack ? (
        <div className="mt-3 flex flex-col gap-2">
          {canRetry ? (
            <Button variant="secondary" disabled={wait > 0} onClick={failure.retry}>
              {wait > 0 ? t('problem.tryAgainIn', { seconds: wait }) : (failure.retryText ?? t('common.tryAgain'))}
            </Button>
          ) : null}
          {goesBack ? (
            <Button variant="secondary" onClick={() => history.back()}>
              {t('common.back')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Alert>
  );
}
