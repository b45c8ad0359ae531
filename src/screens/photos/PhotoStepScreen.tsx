// The photo step of the wizard (after the CT rating, before the run): a tile per photo the job asks
// for in the site's country (content/photos.json; a CT clamp per phase of the unit), each taken with
// the camera or chosen from the gallery, shrunk on the phone and kept there (src/photos) at once, with
// no signal too; the app sends them in the background (src/app/usePhotoSending.ts). A note per photo
// and one for the job are kept the same way. NEXT with required photos missing names them and goes
// on only with a reason, kept with the job. Opened by a page that asks for a photo (a troubleshooting
// page's askPhoto, src/photos/photoAsk.ts), it shows only the tiles of the kind asked for, and DONE
// leads back to that page.
import { useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useApp } from '../../app/AppContext.tsx';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { phasesOf } from '../../handlers/rules/serial.ts';
import { keepPhoto } from '../../photos/keepPhoto.ts';
import { readPhotoAsk } from '../../photos/photoAsk.ts';
import { photoTiles, tileKey, type PhotoTile as Tile } from '../../photos/photoList.ts';
import { PHOTO_PROBLEM_WORDS, type PhotoProblem } from '../../photos/photoProblems.ts';
import { sendAgain } from '../../photos/userPhotos.ts';
import { jobPhotos, photoJobName } from '../../state/jobPhotos.ts';
import { project } from '../../state/project.ts';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';
import { JobNoteField } from './JobNoteField.tsx';
import { MissingPhotosDialog } from './MissingPhotosDialog.tsx';
import { PhotoPixels } from './photoPixels.ts';
import { PhotoTile, type TileActions } from './PhotoTile.tsx';
import { useJobPhotos } from './useJobPhotos.ts';

export default function PhotoStepScreen({ step, params }: ScreenProps<'photos'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const search = useSearch();
  const { flows } = useApp();
  const [, navigate] = useLocation();
  const ask = useMemo(() => readPhotoAsk(search, flows.steps), [search, flows.steps]);
  const pixels = useContext(PhotoPixels);
  const { serialNumber, address } = useSnapshot(project);
  const { email } = useSnapshot(session);
  const kept = useSnapshot(jobPhotos);
  const [job] = useState(() => ({ serial: project.serialNumber, job: photoJobName() }));
  const view = useJobPhotos(email ?? '', job);
  const tiles = useMemo(() => {
    const all = photoTiles(address.country, phasesOf(serialNumber));
    const asked = all.filter((tile) => tile.kind === ask?.kind);
    return asked.length > 0 ? asked : all;
  }, [address.country, serialNumber, ask?.kind]);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [problems, setProblems] = useState<Record<string, PhotoProblem | null>>({});
  const [asking, setAsking] = useState<string[] | null>(null);
  const working = useRef(0); // photos being shrunk: NEXT waits for none

  const photosOf = (tile: Tile) =>
    view.state === 'open' ? view.photos.filter((p) => p.kind === tile.kind && p.phase === tile.phase) : [];

  const tileActions = (tile: Tile): TileActions => {
    const key = tileKey(tile);
    const store = view.state === 'open' ? view.store : undefined;
    return {
      async take(file, replacing) {
        if (!store) return;
        setBusy((b) => ({ ...b, [key]: true }));
        setProblems((p) => ({ ...p, [key]: null }));
        working.current += 1;
        try {
          const result = await keepPhoto({
            file,
            job,
            kind: tile.kind,
            phase: tile.phase,
            keepLocation: jobPhotos.keepLocation,
            store,
            pixels,
          });
          if (!result.ok) setProblems((p) => ({ ...p, [key]: result.problem }));
          // the old photo goes only once the new one is kept: a retake that fails loses nothing
          else if (replacing) await store.remove(replacing);
        } finally {
          working.current -= 1;
          setBusy((b) => ({ ...b, [key]: false }));
        }
      },
      remove: (id) => void store?.remove(id),
      note: (id, note) =>
        void store?.setNote(id, note).then((done) => {
          if (!done.ok) setProblems((p) => ({ ...p, [key]: done.problem }));
        }),
      sendAgain: (id) =>
        void sendAgain(id).then((done) => {
          if (!done.ok) setProblems((p) => ({ ...p, [key]: done.problem }));
        }),
    };
  };

  const missing = tiles.filter((tile) => tile.required && photosOf(tile).length === 0);
  const next = () => {
    if (working.current > 0) return;
    if (missing.length === 0) {
      jobPhotos.missingReason = '';
      actions.emit('next');
      return;
    }
    setAsking(missing.map((tile) => t(tile.title, { phase: tile.phase ?? '' })));
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      {ask ? <Alert tone="info">{t('photos.step.asked.body')}</Alert> : <BodyBlocks blocks={step.body} />}
      {view.state === 'failed' ? (
        <Alert tone="error">
          <p className="font-semibold">{t('photos.step.storeProblem')}</p>
          <p className="mt-1">{t(PHOTO_PROBLEM_WORDS[view.problem].what)}</p>
          <p className="mt-1">{t(PHOTO_PROBLEM_WORDS[view.problem].todo)}</p>
        </Alert>
      ) : null}
      {view.state === 'opening' ? <Spinner /> : null}
      {view.state === 'open' ? (
        <>
          <label className="my-3 flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-300 bg-white p-3">
            <input
              type="checkbox"
              checked={kept.keepLocation}
              onChange={(e) => (jobPhotos.keepLocation = e.target.checked)}
              className="mt-0.5 h-7 w-7 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block text-base font-semibold text-slate-900">{t('photos.step.keepLocation')}</span>
              <span className="block text-sm text-slate-700">{t('photos.step.keepLocationHelp')}</span>
            </span>
          </label>
          <div className="flex flex-col gap-4">
            {tiles.map((tile) => {
              const key = tileKey(tile);
              return (
                <PhotoTile
                  key={key}
                  tile={tile}
                  testId={`photo-tile-${key.replace(':', '-')}`}
                  photos={photosOf(tile)}
                  busy={busy[key] ?? false}
                  problem={problems[key] ?? null}
                  actions={tileActions(tile)}
                />
              );
            })}
          </div>
          <JobNoteField store={view.store} job={job} initial={view.jobNote} />
        </>
      ) : null}
      {!ask && kept.missingReason && missing.length > 0 ? (
        <Alert tone="warning">{t('photos.step.reasonGiven', { reason: kept.missingReason })}</Alert>
      ) : null}
      <div className="mt-4">
        {ask ? (
          <Button onClick={() => navigate(ask.back)} disabled={Object.values(busy).some(Boolean)}>
            {t('photos.step.asked.done')}
          </Button>
        ) : (
          <Button onClick={next} disabled={Object.values(busy).some(Boolean)}>
            {t('common.next')}
          </Button>
        )}
      </div>
      {ask ? null : (
        <FlowButtons buttons={step.buttons} actions={actions} params={params} query={new URLSearchParams(search)} />
      )}
      {asking ? (
        <MissingPhotosDialog
          missing={asking}
          reason={kept.missingReason}
          onTakeThem={() => setAsking(null)}
          onGoOn={(reason) => {
            jobPhotos.missingReason = reason;
            setAsking(null);
            actions.emit('next');
          }}
        />
      ) : null}
    </Page>
  );
}
