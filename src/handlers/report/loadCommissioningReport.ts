// Loads the report's data. A run that just finished for the current unit is
// reported from the draft and the run state, with system info added when it loads; any other unit
// from system info alone, whose lookup results (H-02…H-04) come back as outcomes.
import { project } from '../../state/project.ts';
import { idleRun, run } from '../../state/run.ts';
import { runHistory } from '../../state/runHistory.ts';
import { serverNow, session } from '../../state/session.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { normaliseSerial } from '../rules/serial.ts';
import { failed, failedCall } from '../types.ts';
import { reportFromRun, reportFromSystemInfo } from './buildReport.ts';
import type { CommissioningReport } from './reportModel.ts';
import { handler } from '../define.ts';
import { jobsOfUser } from './pastJobs.ts';

export type ReportOutcome =
  | { kind: 'ready'; report: CommissioningReport }
  | { kind: 'notFound' | 'forbidden' | 'notCommissioned' }
  | ReturnType<typeof failed>;

/** The draft and run are this unit's and the run has ended (the success screen, or a failure page). */
export const justRun = (serial: string): boolean =>
  serial !== '' && run.serial === serial && run.step === 'done' && project.serialNumber === serial;

// a plain copy of a store (structuredClone cannot clone valtio's proxies)
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

// /commissioning-report and /output-labels load on arrival and stay (the screen shows the data or
// the lookup result in place)
export const loadCommissioningReport = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async ({ api, signal, query }): Promise<ReportOutcome> => {
    // from /past-jobs: that job's own record, whatever job came after it
    const jobId = query.get('job');
    const past = jobId ? jobsOfUser(session.email).find((j) => j.record.id === jobId) : undefined;
    if (jobId && !past) return { kind: 'notFound' };
    const serial = past ? past.record.draft.serialNumber : normaliseSerial(unitInView()); // from /commission/22 the job's unit, from /system-info the unit looked at
    const answer = await api.systemInfo(serial, signal);
    const info = answer.ok && answer.data.code === 200 ? (answer.data.data ?? null) : null;
    // dates on the report by the server's clock: a phone hours fast would date the report hours ahead.
    // The run's start was taken by the phone's clock (its durations need only that clock): shift it too.
    const now = serverNow();
    // a kept job, or the job in hand before its run ended: what the record holds
    if (past && (!past.inHand || !justRun(serial))) {
      const { draft, ranAt, result, photoJob } = past.record;
      const ran = {
        ...idleRun(),
        serial,
        step: 'done' as const,
        startedAt: ranAt === null ? null : serverNow(ranAt),
        commissionStatus: result === 'unfinished' ? ('pending' as const) : result,
      };
      const report = reportFromRun({ draft, run: ran, info, email: session.email, now });
      return { kind: 'ready', report: { ...report, photoJob } };
    }
    if (justRun(serial)) {
      const ran = { ...copy(run), startedAt: run.startedAt === null ? null : serverNow(run.startedAt) };
      const report = reportFromRun({ draft: copy(project), run: ran, info, email: session.email, now });
      return { kind: 'ready', report: past ? { ...report, photoJob: past.record.photoJob } : report };
    }
    if (!answer.ok) return failedCall(answer);
    if (info) {
      // what system info does not hold: the inverter and CT rating the unit was configured with, its
      // last run's log, and the date and result of a run this phone saw (a missing one stays "Not available")
      const [saved, log] = await Promise.all([api.getSavedConfig(serial, signal), api.commissionLog(serial, signal)]);
      const extra = {
        saved: saved.ok ? saved.data : null,
        log: log.ok ? log.data : null,
        ran: runHistory[serial] ?? null,
      };
      return { kind: 'ready', report: reportFromSystemInfo(serial, info, now, extra) };
    }
    if (answer.data.code === 403) return { kind: 'forbidden' };
    if (answer.data.code === 423) return { kind: 'notCommissioned' };
    return { kind: 'notFound' };
  },
);
