// A unit's photos as thumbnails, two to a row on a phone (big enough to tell apart in sunlight, and
// room for a German kind on two lines); a tap opens one full size.
import { useState } from 'react';
import type { ShownPhoto, UnitPhotos } from '../../photos/unitPhotos.ts';
import { PhotoDialog } from './PhotoDialog.tsx';
import { ShownPhotoTile } from './ShownPhotoTile.tsx';

export function PhotoGrid({ source, photos, label }: { source: UnitPhotos; photos: ShownPhoto[]; label: string }) {
  const [opened, setOpened] = useState<ShownPhoto | null>(null);
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <ShownPhotoTile source={source} photo={photo} onOpen={setOpened} />
          </li>
        ))}
      </ul>
      <PhotoDialog source={source} photo={opened} onClose={() => setOpened(null)} />
    </>
  );
}
