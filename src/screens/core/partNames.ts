// The parts an `info` step's body may hold ({ part: name, with: {…} }): for what words alone cannot
// show. Pure data for the build-time checker; the components are in infoParts.tsx.
export const infoPartNames = ['resumeJob', 'celebration', 'shareLinks', 'updateFailure', 'invite'] as const;
export type InfoPartName = (typeof infoPartNames)[number];
