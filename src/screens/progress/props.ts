// The `props` of a progress step, as content/schemas/kinds/progress.schema.json describes them (the
// checker validates every step against that schema, so this reading only fills the defaults).
import type { ProgressStepProps } from '../../engine/kindProps.generated.ts';
import type { BodyBlock } from '../../engine/types.ts';

export interface ProgressProps {
  bar: 'spinner' | 'circle' | 'line' | 'none';
  barLabelText?: string; // the circle's accessible name
  percentText?: string; // the words in the circle, with {{value}}
  phases: Record<string, string>; // phase the handler reports → locale key; `start` until it reports one
  phaseTestId?: string;
  timer?: { text: string; testId?: string }; // {{time}} "1:05", {{minutes}}, {{seconds}}
  detail?: { labelText: string; testId?: string; codeWords?: Record<string, string> }; // the unit's own words the handler passes on; codeWords: task code → key
  bodyAt: 'top' | 'bottom';
  errorTitleText?: string; // the heading while the work is stopped on an error
  tryAgainText: string;
  overdueText?: string; // said once the time the handler reports as usual (overdueAt) has passed
  stuckText?: string; // with it the step's buttons wait until the work is overdue, a poll fails or it stopped
  phaseBody?: Record<string, BodyBlock[]>; // body blocks shown while the handler reports that phase (D-10: the Wi-Fi steps while the unit is offline)
  hold?: { outcome: string | string[]; noticeText: string; buttonText: string; ms: number }; // say an outcome (or any of several) before following it
  tickMs: number;
}

export function readProgressProps(raw: ProgressStepProps | undefined): ProgressProps {
  const p: ProgressStepProps = raw ?? {};
  return {
    ...p,
    bar: p.bar ?? 'spinner',
    phases: p.phases ?? {},
    bodyAt: p.bodyAt ?? 'top',
    tryAgainText: p.tryAgainText ?? 'common.tryAgain',
    tickMs: p.tickMs ?? 250,
    // the schema says only string or object; the checker holds each block to a body block's shape
    phaseBody: p.phaseBody as ProgressProps['phaseBody'],
  };
}
