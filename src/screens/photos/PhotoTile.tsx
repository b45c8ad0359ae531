// One kind of photo the job asks for (a CT clamp: one tile per phase): its words, whether it is
// required, the photos kept for it, and Take photo / Choose from gallery while it holds fewer than its
// max. A photo that cannot be kept says why on its tile, in the words of photoProblems.ts.
import { useTranslation } from 'react-i18next';
import type { PhotoProblem } from '../../photos/photoProblems.ts';
import type { PhotoTile as Tile } from '../../photos/photoList.ts';
import type { PhotoRecord } from '../../photos/photoRecord.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { PhotoProblemAlert } from './PhotoProblemAlert.tsx';
import { PhotoThumb } from './PhotoThumb.tsx';

export interface TileActions {
  take(file: File, replacing?: string): void;
  remove(id: string): void;
  note(id: string, note: string): void;
  sendAgain(id: string): void;
}

export function PhotoTile({
  tile,
  testId,
  photos,
  busy,
  problem,
  actions,
}: {
  tile: Tile;
  testId: string;
  photos: readonly PhotoRecord[];
  busy: boolean;
  problem: PhotoProblem | null;
  actions: TileActions;
}) {
  const { t } = useTranslation();
  const title = t(tile.title, { phase: tile.phase ?? '' });
  const headingId = `${testId}-title`;
  const room = photos.length < tile.max;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`rounded-xl border-2 p-4 ${tile.required && photos.length === 0 ? 'border-amber-600 bg-amber-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-sm font-semibold ${tile.required ? 'bg-amber-200 text-amber-950' : 'bg-slate-200 text-slate-800'}`}
        >
          {t(tile.required ? 'photos.step.required' : 'photos.step.optional')}
        </span>
      </div>
      <p className="mt-1 text-base text-slate-800">{t(tile.hint)}</p>
      {tile.max > 1 ? (
        <p className="mt-1 text-sm font-semibold text-slate-700">
          {t('photos.step.count', { count: photos.length, max: tile.max })}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-3">
          {photos.map((photo, i) => (
            <PhotoThumb
              key={photo.id}
              photo={photo}
              number={i + 1}
              title={title}
              busy={busy}
              testId={`${testId}-photo-${i + 1}`}
              onRetake={(file) => actions.take(file, photo.id)}
              onDelete={() => actions.remove(photo.id)}
              onNote={(note) => actions.note(photo.id, note)}
              onSendAgain={() => actions.sendAgain(photo.id)}
            />
          ))}
        </ul>
      ) : null}
      {busy ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-base font-semibold text-slate-900">
          <span
            aria-hidden
            className="inline-block h-5 w-5 motion-safe:animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
          {t('photos.step.shrinking')}
        </p>
      ) : null}
      {problem ? <PhotoProblemAlert problem={problem} /> : null}
      {room ? (
        <div className="mt-3 flex flex-col gap-2">
          <PhotoPicker camera disabled={busy} onFile={(file) => actions.take(file)} testId={`${testId}-take`}>
            {t(photos.length === 0 ? 'photos.step.take' : 'photos.step.addAnother')}
          </PhotoPicker>
          <PhotoPicker
            camera={false}
            variant="secondary"
            disabled={busy}
            onFile={(file) => actions.take(file)}
            testId={`${testId}-choose`}
          >
            {t('photos.step.choose')}
          </PhotoPicker>
        </div>
      ) : null}
    </section>
  );
}
