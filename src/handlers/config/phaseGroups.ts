// The shape the view part `phaseGroups` draws (src/screens/view/parts/PhaseGroups.tsx): boxes of
// connections, each line a phase label with its colour (N-14, N-16), the unit's name and perhaps a
// value. The connection review and the allocation review return their data in it.
import type { Phase } from '../rules/serial.ts';
import type { MessageKey } from '../types.ts';

export interface PhaseLine {
  phase: Phase;
  label: string; // N-14, e.g. L1-2
  group?: number; // given when a bare label (two-phase L1) must name its output group beside it
  name: string;
  value?: number | MessageKey | null; // shown in the part's `valueFormat` (words: `text`); null shows N/A
}

export interface PhaseGroup {
  title: MessageKey;
  badge?: MessageKey; // a short tag beside the title (the group's connection type)
  note?: MessageKey; // said instead of the lines when there are none (no unit on a phase receives solar)
  lines: PhaseLine[];
}
