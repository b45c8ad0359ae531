// One image of a photo as an object URL, for as long as it is wanted: asked for when it becomes
// wanted (shown, or near the screen), released when it no longer is and when its holder goes, so a
// long list keeps only what is on screen. `url` is undefined while loading, null when there is none.
import { useEffect, useState } from 'react';
import type { ShownImage, ShownPhoto, UnitPhotos } from '../../photos/unitPhotos.ts';

export function useShownImage(
  source: UnitPhotos,
  photo: ShownPhoto,
  which: 'thumbnail' | 'image',
  wanted: boolean,
): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    let image: ShownImage | undefined;
    void source[which](photo, controller.signal).then((shown) => {
      if (controller.signal.aborted) return shown?.release();
      image = shown;
      setUrl(shown?.url ?? null);
    });
    return () => {
      controller.abort();
      image?.release();
      setUrl(undefined);
    };
    // the photo's id names its image; a new note or state of the same photo keeps the one shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, photo.id, which, wanted]);
  return url;
}
