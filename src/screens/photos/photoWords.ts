// What a photo is, in words: its kind's title from content/photos.json (a CT clamp's names its
// phase), and when it was taken. A kind the content does not know (the contract lets the app add
// kinds without a change) reads "Photo", never a raw word of the server's.
import type { TFunction } from 'i18next';
import photoList from '../../../content/photos.json';
import type { ShownPhoto } from '../../photos/unitPhotos.ts';

const kinds: Record<string, { title: string } | undefined> = photoList.kinds;

/** "CT clamp on L2", "Meter board, covers off", "Photo" */
export function photoTitle(photo: Pick<ShownPhoto, 'kind' | 'phase'>, t: TFunction): string {
  const key = Object.hasOwn(kinds, photo.kind) ? kinds[photo.kind]?.title : undefined;
  return key ? t(key, { phase: photo.phase ?? t('unitPhotos.noPhase') }) : t('unitPhotos.otherKind');
}

/** the time taken in the UI's language, or the server's text when it is not a time */
export function takenAtWords(takenAt: string, locale: string): string {
  const at = new Date(takenAt);
  if (Number.isNaN(at.getTime())) return takenAt;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
