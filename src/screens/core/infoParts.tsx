// The parts an `info` step may place among its body blocks, by name (partNames.ts). Each gets the
// block's `with` settings and the step's actions; the set is closed so the checker can name mistakes.
import type { ReactNode } from 'react';
import type { CompiledStep } from '../../engine/types.ts';
import { lazyDrawn } from '../../ui/lazyDrawn.ts';
import type { InfoPartName } from './partNames.ts';
import { ResumeJob } from './parts/ResumeJob.tsx';
import type { PartProps } from './parts/partProps.ts';

// parts of one route each load with it, so the first screen (an info step) does not carry them;
// the menu's unfinished job (/welcome, right after logging in) comes with the app, without a wait.
// They are asked for while the step before is on screen (preloadInfoParts, the info kind's prefetch)
const UpdateFailure = lazyDrawn(() => import('./parts/UpdateFailure.tsx'));
const Invite = lazyDrawn(() => import('./parts/Invite.tsx'));
const Celebration = lazyDrawn(async () => ({ default: (await import('./parts/Celebration.tsx')).Celebration }));
const ShareLinks = lazyDrawn(async () => ({ default: (await import('./parts/ShareLinks.tsx')).ShareLinks }));

const partCode: Partial<Record<InfoPartName, { preload: () => Promise<unknown> }>> = {
  updateFailure: UpdateFailure,
  invite: Invite,
  celebration: Celebration,
  shareLinks: ShareLinks,
};

/** Asks for the code of the parts `step` shows, so they are drawn with the screen when it opens. */
export function preloadInfoParts(step: CompiledStep): Promise<unknown> {
  const names = (step.body ?? []).flatMap((block) =>
    typeof block === 'object' && 'part' in block ? [block.part as InfoPartName] : [],
  );
  return Promise.all(names.map((name) => partCode[name]?.preload()));
}

export type { PartProps } from './parts/partProps.ts';

export const infoParts: { [N in InfoPartName]: (props: PartProps) => ReactNode } = {
  resumeJob: ({ follow }) => <ResumeJob onContinue={follow} />,
  celebration: () => <Celebration />,
  shareLinks: ({ settings }) => <ShareLinks settings={settings} />,
  updateFailure: () => <UpdateFailure />,
  invite: (props) => <Invite {...props} />,
};
