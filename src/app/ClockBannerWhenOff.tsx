// The clock banner's code and words are fetched only when a phone's clock is off: most phones never
// need them, and the first screen's bytes are counted (the landing page's JS and CSS at most 120 KB gzip).
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { loadWords } from '../i18n.ts';
import { clockOff, session } from '../state/session.ts';

const ClockBanner = lazy(() =>
  Promise.all([import('./ClockBanner.tsx'), loadWords(['loggedIn'])]).then(([m]) => ({ default: m.ClockBanner })),
);

export function ClockBannerWhenOff({ hidden }: { hidden: boolean }) {
  useSnapshot(session);
  if (hidden || clockOff() === 0) return null;
  return (
    <Suspense fallback={null}>
      <ClockBanner hidden={hidden} />
    </Suspense>
  );
}
