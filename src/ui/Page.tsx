// The frame of every screen: the progress bar, the title, a notice meant for this screen, the content
// and the failure message of the last action (kept until the user acts again).
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Alert } from './Alert.tsx';
import { noticeTone } from './noticeTone.ts';
import { FailureAlert } from './FailureAlert.tsx';
import type { ShownFailure } from './shownFailure.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** The path the page was opened at: its first screen may have been drawn from HTML and used before the app took it over. */
const openedAt = typeof location === 'undefined' ? '' : location.pathname;
let navigated = false;

/**
 * Whether the person is already on the page's first screen: it was drawn from HTML (or as a frame)
 * and they have focused something on it, a field they are typing into most often. Taking focus to the
 * heading then would send the rest of their keys nowhere.
 */
function alreadyInUse(path: string): boolean {
  if (path !== openedAt) navigated = true;
  if (navigated) return false;
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
}

/** The one-shot notice (a locale key) meant for the screen now shown; the app shell provides it. */
export const NoticeContext = createContext<string | null>(null);

export function Page({
  title,
  progress,
  failure,
  children,
}: {
  title?: string;
  progress?: number;
  failure?: ShownFailure | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [path] = useLocation();
  // each step opens at its top (title, safety warning) with focus on its heading, for screen readers
  // too; but not the screen the page opened with, if the person is already using it
  useEffect(() => {
    if (alreadyInUse(path)) return;
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, [path]);
  const notice = useContext(NoticeContext);
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 pt-4 pb-10">
      {progress !== undefined ? <ProgressBar value={progress} /> : null}
      {title ? (
        <h1 ref={heading} className="mb-3 text-2xl font-bold text-slate-900 focus:outline-none" tabIndex={-1}>
          {t(title)}
        </h1>
      ) : null}
      {notice ? <Alert tone={noticeTone(notice)}>{t(notice)}</Alert> : null}
      {children}
      {failure ? <FailureAlert failure={failure} /> : null}
    </main>
  );
}
