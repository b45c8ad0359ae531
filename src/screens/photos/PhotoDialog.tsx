// A photo opened from its tile: the full image, its kind, when it was taken, its note and whether it
// was sent, in a dialog that Close (or Escape) ends. The full image is asked for when the dialog
// opens and released when it closes.
import { useTranslation } from 'react-i18next';
import type { ShownPhoto, UnitPhotos } from '../../photos/unitPhotos.ts';
import { Button } from '../../ui/Button.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { photoTitle, takenAtWords } from './photoWords.ts';
import { useShownImage } from './useShownImage.ts';

export function PhotoDialog({
  source,
  photo,
  onClose,
}: {
  source: UnitPhotos;
  photo: ShownPhoto | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  if (!photo) return null;
  const title = photoTitle(photo, t);
  return (
    <LazyModal
      open
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('unitPhotos.close')}</Button>}
    >
      <FullImage source={source} photo={photo} title={title} />
      <PhotoFacts photo={photo} />
    </LazyModal>
  );
}

function FullImage({ source, photo, title }: { source: UnitPhotos; photo: ShownPhoto; title: string }) {
  const { t } = useTranslation();
  const url = useShownImage(source, photo, 'image', true);
  if (url === undefined)
    return (
      <div className="flex h-48 items-center justify-center">
        <Spinner />
      </div>
    );
  if (url === null) return <p className="text-base text-slate-800">{t('unitPhotos.noImage')}</p>;
  return (
    <img
      src={url}
      alt={title}
      data-testid="photo-full"
      className="max-h-[55dvh] w-full rounded-lg bg-slate-100 object-contain"
    />
  );
}

function PhotoFacts({ photo }: { photo: ShownPhoto }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="mt-3 text-base text-slate-900">
      <dt className="sr-only">{t('unitPhotos.taken')}</dt>
      <dd>{t('unitPhotos.takenAt', { time: takenAtWords(photo.takenAt, i18n.language) })}</dd>
      <dt className="sr-only">{t('unitPhotos.sentState')}</dt>
      <dd>{t(`unitPhotos.state.${photo.state}`)}</dd>
      {photo.note ? (
        <>
          <dt className="mt-2 font-semibold">{t('unitPhotos.note')}</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="photo-note">
            {photo.note}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
