// One photo as a tile: its thumbnail (loaded while the tile is on or near the screen, let go when
// it is not) as a button that opens it, its kind in words and whether it was sent. The button's name
// is the image's alt text, the kind's words (the caption under it repeats them for the eye only).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownPhoto, UnitPhotos } from '../../photos/unitPhotos.ts';
import { photoTitle } from './photoWords.ts';
import { useNearScreen } from './useNearScreen.ts';
import { useShownImage } from './useShownImage.ts';

const STATE_TONE = {
  sent: 'text-slate-700',
  waiting: 'font-semibold text-amber-800',
  refused: 'font-semibold text-red-800',
} as const;

export function ShownPhotoTile({
  source,
  photo,
  onOpen,
}: {
  source: UnitPhotos;
  photo: ShownPhoto;
  onOpen(photo: ShownPhoto): void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const url = useShownImage(source, photo, 'thumbnail', useNearScreen(ref));
  const title = photoTitle(photo, t);
  return (
    <figure className="min-w-0" data-testid="photo-tile" data-state={photo.state}>
      <button
        ref={ref}
        type="button"
        onClick={() => onOpen(photo)}
        className="block aspect-[4/3] w-full overflow-hidden rounded-lg border-2 border-slate-400 bg-slate-100 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
        aria-label={url ? undefined : title}
      >
        {url ? (
          <img src={url} alt={title} className="h-full w-full object-cover" decoding="async" />
        ) : (
          <span className="flex h-full items-center justify-center p-1 text-center text-sm text-slate-700" aria-hidden>
            {url === null ? t('unitPhotos.noImage') : ''}
          </span>
        )}
      </button>
      <figcaption className="mt-1 text-base leading-snug">
        <span className="block font-semibold break-words text-slate-900 hyphens-auto" aria-hidden>
          {title}
        </span>
        <span className={`block text-sm ${STATE_TONE[photo.state]}`}>{t(`unitPhotos.state.${photo.state}`)}</span>
      </figcaption>
    </figure>
  );
}
