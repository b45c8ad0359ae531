// The frame around every screen: top bar, drawer and the routes.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { isLoggedIn, session } from '../state/session.ts';
import { logOut, unfinishedJob } from '../state/job.ts';
import { run } from '../state/run.ts';
import { navigation } from '../state/navigation.ts';
import { wifi } from '../state/wifi.ts';
import { project } from '../state/project.ts';
import { viewedUnit } from '../state/viewedUnit.ts';
import { TopBar } from '../ui/TopBar.tsx';
import { NoticeProvider } from './NoticeProvider.tsx';
import { findStep } from '../engine/matchPath.ts';
import { loadWords } from '../i18n.ts';
import { useApp } from './AppContext.tsx';
import { showNotice } from './messages.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { ClockBannerWhenOff } from './ClockBannerWhenOff.tsx';
import { UpdateBanner } from './UpdateBanner.tsx';
import { PartErrorBoundary } from './PartErrorBoundary.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

// the drawer's dialog code loads when the menu is first opened, keeping the first screen small
const Drawer = lazy(() => import('../ui/Drawer.tsx').then((m) => ({ default: m.Drawer })));
const LoggedInWork = lazy(() => import('./LoggedInWork.tsx'));
// so does the question asked on logging out during a job, the first time it is asked
const LogoutConfirm = lazy(() =>
  Promise.all([import('./LogoutConfirm.tsx'), loadWords(['loggedIn'])]).then(([m]) => ({ default: m.LogoutConfirm })),
);

export function Shell({ children }: { children: ReactNode }) {
  const { flows } = useApp();
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  useSnapshot(session);
  useSnapshot(run); // unfinishedJob reads whether the job's run passed
  const wifiState = useSnapshot(wifi);
  const viewed = useSnapshot(viewedUnit).serial;
  const job = useSnapshot(project).serialNumber;
  const serialNumber = viewed || job; // the unit in view: its wifi is what FlowRoute polls
  useSnapshot(navigation);
  const step = findStep(flows.steps, location) ?? null; // the router's matcher: /commission/12/2 is /commission/12/:index
  const loggedIn = isLoggedIn();
  const [unsentPhotos, setUnsentPhotos] = useState(0);

  const wifiIcon = !step?.wifiIcon
    ? 'hidden'
    : !loggedIn || !serialNumber || wifiState.serial !== serialNumber || wifiState.connected === null
      ? 'unknown'
      : wifiState.connected
        ? 'connected'
        : 'disconnected';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only">
        {t('shell.skipToContent')}
      </a>
      <PartErrorBoundary part="topBar" fallback={null} resetKey={location}>
        <TopBar
          wifi={wifiIcon}
          onMenu={() => setOpen(true)}
          onContact={() => navigate(flows.topBar.contact)}
          onFeedback={() => (loggedIn ? navigate(flows.topBar.feedback) : showNotice('shell.loginFirst', location))}
        />
      </PartErrorBoundary>
      <OfflineBanner />
      {/* its chunk not downloaded on a weak signal: no banner, the screen stays */}
      <PartErrorBoundary part="clockBanner" fallback={null} resetKey={location}>
        <ClockBannerWhenOff hidden={step?.screen === 'login'} />
      </PartErrorBoundary>
      <UpdateBanner />
      {loggedIn ? (
        // its chunk not downloaded on a weak signal: no banner, and sending starts with the next screen
        <PartErrorBoundary part="loggedInWork" fallback={null} resetKey={location}>
          <Suspense fallback={null}>
            <LoggedInWork onUnsent={setUnsentPhotos} />
          </Suspense>
        </PartErrorBoundary>
      ) : null}
      {open ? (
        // a drawer that fails (its chunk not downloaded on a weak signal) closes; the screen stays
        <PartErrorBoundary part="drawer" fallback={<PartFailed onClose={() => setOpen(false)} />}>
          <Suspense fallback={null}>
            <Drawer
              open={open}
              onClose={() => setOpen(false)}
              links={flows.drawer}
              loggedIn={loggedIn}
              onNavigate={(path) => {
                setOpen(false);
                navigate(path);
              }}
              onLogout={() => {
                setOpen(false);
                if (unfinishedJob() || unsentPhotos > 0)
                  setConfirmLogout(true); // say what becomes of the job and of photos not sent first
                else {
                  logOut();
                  navigate('/');
                }
              }}
            />
          </Suspense>
        </PartErrorBoundary>
      ) : null}
      {confirmLogout ? (
        <PartErrorBoundary part="logoutConfirm" fallback={<PartFailed onClose={() => setConfirmLogout(false)} />}>
          <Suspense fallback={null}>
            <LogoutConfirm
              open={confirmLogout}
              serial={unfinishedJob() ? job : ''}
              unsentPhotos={unsentPhotos}
              email={session.email ?? ''}
              onKeepWorking={() => setConfirmLogout(false)}
              onLogout={() => {
                setConfirmLogout(false);
                logOut();
                navigate('/');
              }}
            />
          </Suspense>
        </PartErrorBoundary>
      ) : null}
      <ScreenErrorBoundary resetKey={location}>
        <NoticeProvider>
          <div id="main" className="flex flex-1 flex-col">
            {children}
          </div>
        </NoticeProvider>
      </ScreenErrorBoundary>
    </div>
  );
}

/** The menu or the logout question that could not open (its chunk not downloaded): says so in its place, and closes on request. */
function PartFailed({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-50 m-2 rounded-lg border-2 border-red-700 bg-white p-4 text-slate-900 shadow-lg"
    >
      <p>{t('common.loadFailed')}</p>
      <button
        type="button"
        className="mt-3 min-h-12 w-full rounded-lg border-2 border-slate-700 px-4 font-semibold"
        onClick={onClose}
      >
        {t('common.close')}
      </button>
    </div>
  );
}
