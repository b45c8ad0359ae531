// The props of a view step, as content/schemas/kinds/view.schema.json describes them (the checker
// validates every step against that file; these types are what the screen reads). Strings named
// label/text/…Text are locale keys; value/items/when/unless/params values are names of fields in the
// data the step's `load:` handler returns (a dot reaches into an object: `site.address`).
import type { FormatName } from './formats.tsx';
import type { PartName } from './parts.tsx';

export interface ViewRow {
  label: string;
  value?: string | string[]; // several fields are joined by a space
  format?: FormatName;
  note?: string; // a second, smaller line under the value
  icon?: { value: string; format: FormatName };
  to?: string; // the row is a button leading there; :params are filled from `params`
  params?: Record<string, string>;
  needs?: string; // a field that must be true for `to` to lead on; else `needsText` is shown
  needsText?: string;
  testId?: string;
  when?: string;
  unless?: string;
}

export interface ViewList {
  items: string;
  label: string; // the list's accessible name
  title?: string; // the field shown as each item's heading
  titleFormat?: FormatName;
  rows?: ViewRow[];
  to?: string;
  params?: Record<string, string>;
  submit?: string; // the field of an item sent as { serial } to the step's `run:` handler
  emptyText?: string;
  testId?: string;
}

interface Conditional {
  when?: string; // shown only when this field is truthy (a non-empty list counts)
  unless?: string; // shown only when this field is falsy
}

export type ViewSection =
  | ({ rows: ViewRow[] } & Conditional)
  | ({ list: ViewList } & Conditional)
  | ({
      text: string;
      values?: Record<string, string>;
      tone?: 'plain' | 'success' | 'warning' | 'error' | 'strong';
      testId?: string;
    } & Conditional)
  | ({ heading: string; values?: Record<string, string>; testId?: string } & Conditional)
  | ({ part: PartName; props?: Record<string, unknown> } & Conditional);

export interface ViewProps {
  loadingText?: string;
  refreshSeconds?: number;
  buttonsWhen?: string; // the step's buttons show only when this field holds
  sections?: ViewSection[];
}
