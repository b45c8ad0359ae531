// The report's page of photos: each photo with its kind in words, when it was taken, its note and
// whether it was sent, and the job's note. Printed on pages of its own after the report (print.css);
// a job with no photo says so in one line, and takes no page. Every thumbnail is loaded while the
// report is shown, not only those on screen: the print dialog draws the whole page at once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownPhoto, UnitPhotos } from '../../photos/unitPhotos.ts';
import { photoTitle, takenAtWords } from '../photos/photoWords.ts';
import { useShownImage } from '../photos/useShownImage.ts';
import type { UnitPhotosState } from '../photos/useUnitPhotos.ts';

/** `photos`: the unit's photos as useUnitPhotos loads them (the screen shares them with the report's PDF) */
export function ReportPhotos({ photos }: { photos: UnitPhotosState }) {
  const { t } = useTranslation();
  const id = useId();
  const some = photos.status === 'ready' && photos.list.photos.length > 0;
  return (
    <section
      className={`report-section mt-4 min-w-0 rounded-lg border border-slate-300 bg-white p-3 ${some ? 'report-photos' : 'report-wide'}`}
      aria-labelledby={id}
      data-testid="report-photos"
    >
      <h2 id={id} className="mb-2 text-lg font-bold text-slate-900">
        {t('unitPhotos.report.title')}
      </h2>
      {photos.status === 'loading' ? (
        <p className="text-base text-slate-800" role="status">
          {t('unitPhotos.report.loading')}
        </p>
      ) : (
        <>
          {photos.list.serverFailure ? (
            <p className="mb-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-2 text-base text-slate-900">
              {t('unitPhotos.serverFailed')}
            </p>
          ) : null}
          {photos.list.jobNote ? (
            <div className="report-job-note mb-3" data-testid="report-job-note">
              <h3 className="text-base font-semibold text-slate-900">{t('unitPhotos.report.jobNote')}</h3>
              <p className="text-base whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                {photos.list.jobNote}
              </p>
            </div>
          ) : null}
          {photos.list.photos.length === 0 ? (
            <p className="text-base text-slate-800">{t('unitPhotos.report.none')}</p>
          ) : (
            <ul className="report-photo-grid grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
              {photos.list.photos.map((photo) => (
                <li key={photo.id} className="report-photo">
                  <ReportPhoto source={photos.source} photo={photo} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ReportPhoto({ source, photo }: { source: UnitPhotos; photo: ShownPhoto }) {
  const { t, i18n } = useTranslation();
  const url = useShownImage(source, photo, 'thumbnail', true);
  const title = photoTitle(photo, t);
  return (
    <figure data-testid="report-photo">
      {url ? (
        <img src={url} alt={title} className="aspect-[4/3] w-full rounded border border-slate-300 object-cover" />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded border border-slate-300 bg-slate-100 p-2 text-center text-sm text-slate-700">
          {url === null ? t('unitPhotos.noImage') : ''}
        </div>
      )}
      <figcaption className="mt-1 text-sm text-slate-900">
        <span className="block text-base font-semibold [overflow-wrap:anywhere]">{title}</span>
        <span className="block">{takenAtWords(photo.takenAt, i18n.language)}</span>
        {photo.state === 'sent' ? null : (
          <span className="block font-semibold">{t(`unitPhotos.state.${photo.state}`)}</span>
        )}
        {photo.note ? (
          <span className="mt-0.5 block whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="report-photo-note">
            {photo.note}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
