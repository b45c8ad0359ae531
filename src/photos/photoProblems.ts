// Everything that can stop a photo from being kept, each with its words (locales/<lang>/photos.json,
// photos.problems.*): what happened and what to do. Named here in full so the content checker sees
// each key used.
import type { ShrinkProblem } from './shrinkPhoto.ts';

/** the phone's storage is full, or the browser gives this site none (some private modes) */
export type StoreProblem = 'storageFull' | 'storageUnavailable';
export type PhotoProblem = ShrinkProblem | StoreProblem;

export const PHOTO_PROBLEM_WORDS: Record<PhotoProblem, { what: string; todo: string }> = {
  notAnImage: { what: 'photos.problems.notAnImage.what', todo: 'photos.problems.notAnImage.todo' },
  cannotDecode: { what: 'photos.problems.cannotDecode.what', todo: 'photos.problems.cannotDecode.todo' },
  tooLarge: { what: 'photos.problems.tooLarge.what', todo: 'photos.problems.tooLarge.todo' },
  cannotShrink: { what: 'photos.problems.cannotShrink.what', todo: 'photos.problems.cannotShrink.todo' },
  storageFull: { what: 'photos.problems.storageFull.what', todo: 'photos.problems.storageFull.todo' },
  storageUnavailable: {
    what: 'photos.problems.storageUnavailable.what',
    todo: 'photos.problems.storageUnavailable.todo',
  },
};
