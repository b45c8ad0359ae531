// What the photo step calls when the installer has taken or chosen a photo: shrink it, then keep it
// on the phone, waiting to be sent. One answer for the screen: the kept record, or the one problem to
// show (photoProblems.ts has its words). The sender (photoSender.ts) hears of it from the store.
import type { Phase, PhotoKind } from '../api/types.ts';
import type { PhotoProblem } from './photoProblems.ts';
import type { JobKey, PhotoRecord } from './photoRecord.ts';
import type { PhotoStore } from './photoStore.ts';
import { shrinkPhoto, type DecodedImage, type PixelWork } from './shrinkPhoto.ts';

export interface PhotoTaken<I extends DecodedImage> {
  file: Blob;
  job: JobKey;
  kind: PhotoKind;
  phase?: Phase;
  note?: string;
  /** the installer chose to keep where the photo was taken (from its EXIF, on the record only) */
  keepLocation: boolean;
  store: PhotoStore;
  /** canvasPixels in the browser */
  pixels: PixelWork<I>;
  takenAt?: Date;
}

export type KeepResult = { ok: true; photo: PhotoRecord } | { ok: false; problem: PhotoProblem };

export async function keepPhoto<I extends DecodedImage>({
  file,
  job,
  kind,
  phase,
  note,
  keepLocation,
  store,
  pixels,
  takenAt,
}: PhotoTaken<I>): Promise<KeepResult> {
  const shrunk = await shrinkPhoto(file, { pixels, keepLocation });
  if (!shrunk.ok) return shrunk;
  const kept = await store.add({ job, kind, phase, note, photo: shrunk.photo, takenAt });
  return kept.ok ? { ok: true, photo: kept.value } : kept;
}
