// /commission/15 (E-21, Z-52) for the view kind: the five output groups of the job as entered, each
// with its type and the named phases. Z-35: a two-phase unit's types are worded for two phases.
import { isTwoPhase } from '../rules/serial.ts';
import { project } from '../../state/project.ts';
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';

import { groupRows, type GroupRow } from './connectionRows.ts';
import type { PhaseGroup } from './phaseGroups.ts';
import { handler } from '../define.ts';

export interface ConnectionReviewData {
  groups: PhaseGroup[];
}

const TWO_PHASE: Record<GroupRow['typeKey'], string> = {
  'connections.typeLabel.1x3': 'connections.typeLabel.1x3_2p',
  'connections.typeLabel.3x1': 'connections.typeLabel.3x1_2p',
  'connections.typeLabel.none': 'connections.typeLabel.none',
};

export function connectionReview(serial: string, connections: Parameters<typeof groupRows>[1]): ConnectionReviewData {
  const twoPhase = isTwoPhase(serial);
  const rows = groupRows(serial, connections);
  return {
    groups: rows.map((row) => ({
      title: { key: 'connections.groupOf', values: { number: row.index + 1, total: rows.length } },
      badge: { key: twoPhase ? TWO_PHASE[row.typeKey] : row.typeKey },
      lines: row.phases.map((p) => ({ phase: p.phase, label: p.label, name: p.name })),
    })),
  };
}

// /commission/15 on arrival (E-21): the five groups as entered
export const loadConnectionReview = handler(
  { input: 'none', outcomes: ['ready'] },
  async (_ctx): Promise<LoadedOutcome<'ready', ConnectionReviewData>> => {
    return { kind: 'ready', data: connectionReview(project.serialNumber, project.connections) };
  },
);
