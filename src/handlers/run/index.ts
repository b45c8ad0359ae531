// The run handlers, typed against their outcome names.
import { project } from '../../state/project.ts';
import { prepareRun, run, runInProgress } from '../../state/run.ts';
import { subscribe } from 'valtio/vanilla';
import type { CallProblem, HandlerImpls } from '../types.ts';
import { runReport } from './runProgress.ts';
import { runCommissioning } from './commissioningRun.ts';
import { loadCommissionResult } from './loadCommissionResult.ts';
import { resetCommissioningDraft } from './resetCommissioningDraft.ts';
import type { runContracts } from './contracts.ts';
import { inviteFromForm, sendInvite, sendNps } from './sendFeedback.ts';
import { untilAborted } from '../pollPause.ts';

export const runHandlers: HandlerImpls<typeof runContracts> = {
  // E-47, E-48: a fresh run with upload: pressing Commission means "this configuration, now" (the
  // draft may have changed since an earlier, abandoned run). /commission/21 itself resumes a stored
  // run instead of starting one, and the run module never lets two runs' requests overlap.
  startCommissioning: async () => {
    if (runInProgress(project.serialNumber)) return { kind: 'inProgress' }; // never a second run
    prepareRun(project.serialNumber, { uploadConfig: true });
    return { kind: 'started' };
  },

  // E-54, Z-54: upload again only after a config-stage failure (?fail=first); troubleshooting pages
  // carry no query, so their Retry runs trigger + log only (E-52). Re-commissioning stays so (Z-41).
  retryCommissioning: async ({ query }) => {
    const serial = project.serialNumber;
    const recommissioning = run.serial === serial && run.recommissioning;
    prepareRun(serial, { uploadConfig: query.get('fail') === 'first', recommissioning });
    return { kind: 'started' };
  },

  // E-53: a run that stopped silently has no outcome; it waits for its screen to go.
  runCommissioning: async ({ api, config, signal, progress }) => {
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
        (await runCommissioning({ api, timing: config.timing, signal, onPollProblem })) ??
        (await untilAborted(signal, { kind: 'success' as const }))
      );
    } finally {
      unsubscribe();
    }
  },

  loadCommissionResult,
  sendNps,
  sendInvite,
  inviteFromForm,
  resetCommissioningDraft,
};
