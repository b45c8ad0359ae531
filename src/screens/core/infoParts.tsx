// The parts an `info` step may place among its body blocks, by name (partNames.ts). Each gets the
// block's `with` settings and the step's actions; the set is closed so the checker can name mistakes.
import type { ReactNode } from 'react';
import type { InfoPartName } from './partNames.ts';
import { Celebration } from './parts/Celebration.tsx';
import { ResumeJob } from './parts/ResumeJob.tsx';
import { ShareLinks } from './parts/ShareLinks.tsx';

export interface PartProps {
  settings: Record<string, unknown>;
  follow(target: string): void;
}

export const infoParts: { [N in InfoPartName]: (props: PartProps) => ReactNode } = {
  resumeJob: ({ follow }) => <ResumeJob onContinue={follow} />,
  celebration: () => <Celebration />,
  shareLinks: ({ settings }) => <ShareLinks settings={settings} />,
};
