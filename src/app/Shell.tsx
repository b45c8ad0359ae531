// The frame around every screen: top bar, drawer and the routes.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { isLoggedIn, session } from '../state/session.ts';
import { logOut } from '../state/job.ts';
import { navigation } from '../state/navigation.ts';
import { wifi } from '../state/wifi.ts';
import { project } from '../state/project.ts';
import { TopBar } from '../ui/TopBar.tsx';
import { NoticeProvider } from './NoticeProvider.tsx';
import { findStep } from '../engine/matchPath.ts';
import { useApp } from './AppContext.tsx';
import { showNotice } from './messages.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PendingUploads } from './PendingUploads.tsx';
import { UpdateBanner } from './UpdateBanner.tsx';

// the drawer's dialog code loads when the menu is first opened, keeping the first screen small
const Drawer = lazy(() => import('../ui/Drawer.tsx').then((m) => ({ default: m.Drawer })));

export function Shell({ children }: { children: ReactNode }) {
  const { flows } = useApp();
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  useSnapshot(session);
  const wifiState = useSnapshot(wifi);
  const { serialNumber } = useSnapshot(project);
  useSnapshot(navigation);
  const step = findStep(flows.steps, location) ?? null; // the router's matcher: /commission/12/2 is /commission/12/:index
  const loggedIn = isLoggedIn();

  const wifiIcon = !step?.wifiIcon
    ? 'hidden'
    : !loggedIn || !serialNumber || wifiState.serial !== serialNumber || wifiState.connected === null
      ? 'unknown'
      : wifiState.connected
        ? 'connected'
        : 'disconnected';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only">{t('shell.skipToContent')}</a>
      <TopBar
        wifi={wifiIcon}
        onMenu={() => setOpen(true)}
        onContact={() => navigate(flows.topBar.contact)}
        onFeedback={() => (loggedIn ? navigate(flows.topBar.feedback) : showNotice('shell.loginFirst', location))}
      />
      <OfflineBanner />
      <UpdateBanner />
      <PendingUploads />
      {open ? (
        <Suspense fallback={null}>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            links={flows.drawer}
            loggedIn={loggedIn}
            onNavigate={(path) => { setOpen(false); navigate(path); }}
            onLogout={() => { setOpen(false); logOut(); navigate('/'); }}
          />
        </Suspense>
      ) : null}
      <NoticeProvider>
        <div id="main" className="flex flex-1 flex-col">{children}</div>
      </NoticeProvider>
    </div>
  );
}
