// The document kind: a printable page built from the current unit's report data.
// props.document chooses which: `report` (/commissioning-report) or `labels` (/output-labels).
export const reportScreenOutcomes = {
  document: [], // loads on arrival and stays; the flow's buttons lead on
} as const satisfies Record<string, readonly string[]>;

import type { DocumentStepProps } from '../../engine/kindProps.generated.ts';

export type DocumentName = DocumentStepProps['document'];
