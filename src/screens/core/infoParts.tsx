// The parts an `info` step may place among its body blocks, by name (partNames.ts). Each gets the
// block's `with` settings and the step's actions; the set is closed so the checker can name mistakes.
import { lazy, type ReactNode } from 'react';
import type { InfoPartName } from './partNames.ts';
import { ResumeJob } from './parts/ResumeJob.tsx';
import type { PartProps } from './parts/partProps.ts';

// parts of one route each load with it, so the first screen (an info step) does not carry them;
// the menu's unfinished job (/welcome, right after logging in) comes with the app, without a wait
const UpdateFailure = lazy(() => import('./parts/UpdateFailure.tsx'));
const Invite = lazy(() => import('./parts/Invite.tsx'));
const Celebration = lazy(() => import('./parts/Celebration.tsx').then((m) => ({ default: m.Celebration })));
const ShareLinks = lazy(() => import('./parts/ShareLinks.tsx').then((m) => ({ default: m.ShareLinks })));

export type { PartProps } from './parts/partProps.ts';

export const infoParts: { [N in InfoPartName]: (props: PartProps) => ReactNode } = {
  resumeJob: ({ follow }) => <ResumeJob onContinue={follow} />,
  celebration: () => <Celebration />,
  shareLinks: ({ settings }) => <ShareLinks settings={settings} />,
  updateFailure: () => <UpdateFailure />,
  invite: (props) => <Invite {...props} />,
};
