// The photos of one unit under a heading, as system info and a site's units show them: the tiles,
// one line when there is none, and a warning when only this phone's could be shown.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoGrid } from './PhotoGrid.tsx';
import { useUnitPhotos } from './useUnitPhotos.ts';

export function UnitPhotoSection({ serial, heading }: { serial: string; heading: string }) {
  const { t } = useTranslation();
  const photos = useUnitPhotos(serial);
  const id = useId();
  return (
    <section className="my-4" aria-labelledby={id} data-testid="unit-photos" data-serial={serial}>
      <h2 id={id} className="mb-2 text-lg font-bold text-slate-900">
        {heading}
      </h2>
      {photos.status === 'loading' ? (
        <p className="text-base text-slate-800" role="status">
          {t('unitPhotos.loading')}
        </p>
      ) : (
        <>
          {photos.list.serverFailure ? (
            <p className="mb-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-2 text-base text-slate-900">
              {t('unitPhotos.serverFailed')}
            </p>
          ) : null}
          {photos.list.photos.length === 0 ? (
            <p className="text-base text-slate-800">{t('unitPhotos.none')}</p>
          ) : (
            <PhotoGrid source={photos.source} photos={photos.list.photos} label={heading} />
          )}
        </>
      )}
    </section>
  );
}
