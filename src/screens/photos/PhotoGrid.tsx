// A unit's photos as thumbnails, three to a row on a phone; a tap opens one full size.
import { useState } from 'react';
import type { ShownPhoto, UnitPhotos } from '../../photos/unitPhotos.ts';
import { PhotoDialog } from './PhotoDialog.tsx';
import { PhotoTile } from './PhotoTile.tsx';

export function PhotoGrid({ source, photos, label }: { source: UnitPhotos; photos: ShownPhoto[]; label: string }) {
  const [opened, setOpened] = useState<ShownPhoto | null>(null);
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-3 gap-x-2 gap-y-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <PhotoTile source={source} photo={photo} onOpen={setOpened} />
          </li>
        ))}
      </ul>
      <PhotoDialog source={source} photo={opened} onClose={() => setOpened(null)} />
    </>
  );
}
