// What the unit's commissioning log holds (GET /v2/commission/config-status): an entry per problem
// found and a run that ended failed, for tests that put a log in the simulator or a scripted answer.
import type { CommissionLog, LogEntry } from '../../src/api/types.ts';

export const entry = (errorcode: LogEntry['errorcode'], country = 'AU', con_name = ''): LogEntry => ({
  errorcode,
  serial: '',
  country,
  con_name,
  other_con: '',
});

export const failedLog = (...logs: LogEntry[]): CommissionLog => ({
  status: 'failed',
  startPercent: 0,
  endPercent: 100,
  duration: 0,
  totalDuration: 0,
  logs,
});
