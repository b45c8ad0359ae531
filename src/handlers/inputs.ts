// What a screen hands to a handler. Each shape has a name; the handler catalog says which shape each
// handler takes and the screen-kind catalog which shape each kind submits, so the checker can compare
// a step's kind with its `run` handler (names are data), and TypeScript checks both ends (shapes are types).

export type ConnectionChoice =
  | { kind: 'NONE' }
  | { kind: 'ONE_TRIPLE'; name: string }
  | { kind: 'THREE_SINGLE'; names: Partial<Record<'L1' | 'L2' | 'L3', string>> };

export interface Inputs {
  /** the handler needs nothing from the screen (a button, an arrival) */
  none: undefined;
  /** an rjsf form's data, as the form's JSON Schema describes it; the handler reads its fields */
  formData: Record<string, unknown>;
  credentials: { email: string; password: string };
  email: { email: string };
  serial: { serial: string };
  /** the serial of the unit to look at, or none for the current one */
  optionalSerial: { serial: string } | undefined;
  site: { id: string | number };
  /** a job of /past-jobs, by its name */
  job: { id: string };
  reload: { force: boolean };
  /** the commissioning report's PDF, made on the phone, and the address it is mailed to */
  reportMail: { serial: string; to: string; pdf: Blob };
  connectionChoice: ConnectionChoice;
  /** the value of the option chosen on a choice step (as the flow declares it), or null for none (yet) */
  choice: { choice: string | null };
  projectId: { projectId: string | number };
  /** a page of /view-fleet: what is searched, filtered and sorted, and where the page starts (null: the first) */
  fleetQuery: { text: string; health: string; sort: string; cursor: string | null; index: number };
}

export type InputName = keyof Inputs;
