// The commissioning run as the flow drives it: Commission starts a run (/commission/19), /commission/21
// runs it and may stop following it, and Retry starts it again (E-47…E-54, Y.13, Y.14, Z-41, Z-54).
import { project } from '../../state/project.ts';
import { prepareRun, run, runInProgress } from '../../state/run.ts';
import { subscribe } from 'valtio/vanilla';
import type { CallProblem } from '../types.ts';
import { runReport } from './runProgress.ts';
import { driveRun } from './commissioningRun.ts';
import { untilAborted } from '../pollPause.ts';
import { serialFromInput } from '../rules/serial.ts';
import { handler } from '../define.ts';

// /commission/19 Commission (E-47, E-48): a fresh run with upload, which /commission/21 runs:
// pressing Commission means "this configuration, now" (the draft may have changed since an earlier,
// abandoned run). A run of this unit still in progress is not started again: /commission/21 picks
// it up, and the run module never lets two runs' requests overlap.
export const startCommissioning = handler({ input: 'none', outcomes: ['started', 'inProgress'] }, async () => {
  const serial = project.serialNumber;
  if (runInProgress(serial)) return { kind: 'inProgress' }; // never a second run
  // a re-commissioning whose changed outputs went through the delivery method stays one (Z-41)
  const recommissioning = run.serial === serial && run.step === 'idle' && run.recommissioning;
  prepareRun(serial, { uploadConfig: true, recommissioning });
  return { kind: 'started' };
});

// /commission/21, once stuck: the app stops following the run (the unit may still finish it on its
// own); Commission on /commission/19 then starts a fresh run with upload, never a resumed one
export const stopRun = handler({ input: 'none', outcomes: ['stopped'] }, async () => {
  if (runInProgress(project.serialNumber)) run.step = 'idle';
  return { kind: 'stopped' };
});

// E-54, Z-54: upload again only after a config-stage failure (?fail=first); troubleshooting pages
// carry no query, so their Retry runs trigger + log only (E-52). Re-commissioning stays so (Z-41).
export const retryCommissioning = handler({ input: 'none', outcomes: ['started'] }, async ({ query }) => {
  const serial = project.serialNumber;
  const recommissioning = run.serial === serial && run.recommissioning;
  prepareRun(serial, { uploadConfig: query.get('fail') === 'first', recommissioning });
  return { kind: 'started' };
});

// /commission/21 (E-48…E-53, Y.13, Y.14): the run of the serial it is handed (the job's unit). A run
// that stopped silently has no outcome; it waits for its screen to go (E-53).
export const runCommissioning = handler(
  {
    input: 'serial',
    outcomes: [
      'success',
      'recommissioned',
      'failedFirst',
      'failedSecond',
      'notFound',
      'alreadyCommissioned',
      'needsPowerCycle',
      'unreachable',
      'forbidden',
      'notCommissioned',
    ],
  },
  async ({ api, config, signal, progress, input }) => {
    // every change of the stored run is reported to the progress kind (stage, bar, the unit's words),
    // and so is a failing poll, while the run goes on; from runUsualMs after the start on, the screen
    // says the run takes longer than usual
    let problem: CallProblem | null = null;
    const tell = () =>
      signal.aborted ||
      progress?.({
        ...runReport(run),
        overdueAt: (run.startedAt ?? Date.now()) + config.timing.runUsualMs,
        ...(problem ? { problem } : {}),
      });
    const unsubscribe = subscribe(run, tell);
    tell();
    const onPollProblem = (p: CallProblem | null) => {
      problem = p;
      tell();
    };
    try {
      return (
        (await driveRun({
          api,
          serial: serialFromInput(input),
          timing: config.timing,
          signal,
          onPollProblem,
        })) ?? (await untilAborted(signal, { kind: 'success' as const }))
      );
    } finally {
      unsubscribe();
    }
  },
);
