// Written by `npm run gen:kinds` from content/schemas/kinds/*.schema.json: do not edit by hand.
// tests/engine/kindTypes.test.ts fails when this file and the schemas differ.

export type ChecklistStepProps = {
  /** the ticks, in order, as locale keys */
  items: string[];
  /** the NEXT button's words; default common.next */
  nextText?: string;
};

export type ChoiceStepProps = {
  /** radio (default): pick one, then NEXT submits it; the pick is kept with the job until then. tap: each option is a button that submits at once. */
  mode?: 'radio' | 'tap';
  /** which reader tells the option value the job already holds (shown as chosen) and the placeholders of the words */
  current?: 'deliveryMethod' | 'ctRating' | 'connectionType';
  /** a line above the body; reads the reader's placeholders */
  captionText?: string;
  /** the submit button of mode radio; default common.next */
  nextText?: string;
  /** while this condition holds, the step submits no choice on arrival and its handler decides (the page is left at once) */
  autoSubmitWhen?: string;
  /** in the order shown; an option whose `when` does not hold is left out */
  options: {
    /** what the handler receives as { choice } (as text) */
    value: string | number;
    /** the option's words; may read {{value}} */
    text: string;
    /** a line under the words */
    help?: string;
    when?: string;
    /** an image shipped with the app, e.g. /images/ct-200.svg */
    image?: string;
  }[];
  /** information notes under the options, each shown while its condition holds */
  notes?: {
    text: string;
    when?: string;
  }[];
};

export type ConnectionUnitsStepProps = {
  /** single: one name per phase; three: one name for a three-phase unit */
  mode: 'single' | 'three';
};

export type DocumentStepProps = {
  /** report: the commissioning report; labels: the output labels */
  document: 'report' | 'labels';
};

export type ErrorStepProps = Record<string, never>;

export type FormStepProps = {
  /** the submit button's words; default common.next */
  submitText?: string;
  /** shown while the form's start values load */
  loadingText?: string;
  /** a note shown under the form when its handler failed */
  failureNoteText?: string;
  /** check each field as it loses focus (then as it changes, once an error shows) */
  validateOnBlur?: boolean;
  /** after the handler succeeds, start the form afresh for the next entry */
  restartOnSuccess?: boolean;
  /** a tap on submit right after the address field loses focus waits for the field to settle, then submits */
  holdSubmitOnAddressBlur?: boolean;
  /** the message the step's run handler gave answers the data as sent: the next change to the form clears it (the fields say live what still holds) */
  clearFailureOnChange?: boolean;
  /** ask before the handler runs: always, or only when the field `ifBlank` names is blank */
  confirm?: {
    /** a field of the form */
    ifBlank?: string;
    titleText: string;
    bodyText: string;
    yesText: string;
    noText: string;
  };
};

export type InfoStepProps = Record<string, never>;

export type LoginStepProps = Record<string, never>;

export type PastJobsStepProps = Record<string, never>;

export type PhotosStepProps = Record<string, never>;

export type ProgressStepProps = {
  /** spinner: turning, with the phase's words; circle: the percent in a ring; line: the reported percent replaces the wizard's bar; none */
  bar?: 'spinner' | 'circle' | 'line' | 'none';
  /** the circle's accessible name */
  barLabelText?: string;
  /** the words in the circle; {{value}} is the whole percent */
  percentText?: string;
  /** phase the handler reports → locale key of its words (placeholders from the report's values); `start` is shown until the handler reports a phase */
  phases?: Record<string, string>;
  phaseTestId?: string;
  /** the time since the work started, stopped while it is stopped on an error; {{time}} (1:05), {{minutes}}, {{seconds}} */
  timer?: {
    text: string;
    testId?: string;
  };
  /** the unit's own words the handler passes on, under a label */
  detail?: {
    labelText: string;
    testId?: string;
    /** task code the unit reports (the log's progressCode) → locale key: a code listed here is said in the UI's language, any other as the unit sent it */
    codeWords?: Record<string, string>;
  };
  /** the step's body blocks above or below the progress */
  bodyAt?: 'top' | 'bottom';
  /** the heading while the work is stopped on an error (the title says it is running) */
  errorTitleText?: string;
  tryAgainText?: string;
  /** said once the handler's reported overdueAt has passed: the work takes longer than it usually does */
  overdueText?: string;
  /** said, with the step's buttons, once the work is overdue, a poll fails or it stopped on an error (before that the buttons are not shown): a way on for the installer; {{serial}} is the unit's serial */
  stuckText?: string;
  /** phase the handler reports → body blocks (as a step's body) shown below the progress while that phase lasts, e.g. what to do while the unit is offline */
  phaseBody?: Record<string, (string | Record<string, unknown>)[]>;
  /** outcomes first said here at 100 % (a notice and a button) for `ms`, then followed through `on` */
  hold?: {
    /** one outcome, or several said the same way (a first commissioning and a re-commissioning both passed) */
    outcome: string | string[];
    noticeText: string;
    buttonText: string;
    ms: number;
  };
  /** how often the bar and timer are redrawn */
  tickMs?: number;
};

export type QrScanStepProps = Record<string, never>;

export type SitesStepProps = Record<string, never>;

export type TroubleshootingStepProps = {
  askPhoto?: {
    /** a kind of content/photos.json (npm run check:content checks it is one); a kind taken per phase shows a tile per phase */
    kind: string;
    /** why the page asks for the photo, and what it should show */
    askText: string;
    /** the button that opens the tiles */
    buttonText: string;
    /** the photo step's route (a step of screen kind photos), e.g. /commission/photos */
    to: string;
  };
};

export type ViewStepPropsRow = {
  /** a locale key */
  label: string;
  value?: string | string[];
  format?: 'text' | 'number' | 'kw' | 'percent' | 'date' | 'dateTime' | 'health' | 'yesNo' | 'wifiIcon';
  /** a field of the loaded data */
  note?: string;
  icon?: {
    /** a field of the loaded data */
    value: string;
    format: 'text' | 'number' | 'kw' | 'percent' | 'date' | 'dateTime' | 'health' | 'yesNo' | 'wifiIcon';
  };
  /** a route */
  to?: string;
  params?: Record<string, string>;
  /** a field of the loaded data */
  needs?: string;
  /** a locale key */
  needsText?: string;
  testId?: string;
  /** a field of the loaded data */
  when?: string;
  /** a field of the loaded data */
  unless?: string;
};

export type ViewStepPropsList = {
  /** a field of the loaded data */
  items: string;
  /** a locale key */
  label: string;
  /** a field of the loaded data */
  title?: string;
  titleFormat?: 'text' | 'number' | 'kw' | 'percent' | 'date' | 'dateTime' | 'health' | 'yesNo' | 'wifiIcon';
  rows?: ViewStepPropsRow[];
  /** a route */
  to?: string;
  params?: Record<string, string>;
  /** a field of the loaded data */
  submit?: string;
  /** a locale key */
  emptyText?: string;
  testId?: string;
};

export type ViewStepProps = {
  /** a locale key */
  loadingText?: string;
  /** load again every n seconds while shown (data that changes under the screen, e.g. the polled wifi state) */
  refreshSeconds?: number;
  sections?: ({
    rows: ViewStepPropsRow[];
    /** a field of the loaded data */
    when?: string;
    /** a field of the loaded data */
    unless?: string;
  } | {
    list: ViewStepPropsList;
    /** a field of the loaded data */
    when?: string;
    /** a field of the loaded data */
    unless?: string;
  } | {
    /** a locale key */
    text: string;
    values?: Record<string, string>;
    tone?: 'plain' | 'success' | 'warning' | 'error' | 'strong';
    testId?: string;
    /** a field of the loaded data */
    when?: string;
    /** a field of the loaded data */
    unless?: string;
  } | {
    /** a locale key */
    heading: string;
    values?: Record<string, string>;
    testId?: string;
    /** a field of the loaded data */
    when?: string;
    /** a field of the loaded data */
    unless?: string;
  } | {
    part: 'powerStatus' | 'siteUnits' | 'supportContacts' | 'faultList' | 'wifiHelp' | 'phaseGroups' | 'failureMessages' | 'regionDocuments' | 'unitPhotos';
    props?: Record<string, unknown>;
    /** a field of the loaded data */
    when?: string;
    /** a field of the loaded data */
    unless?: string;
  })[];
  /** the step's buttons show only when this field of the data holds */
  buttonsWhen?: string;
};

export type ViewFleetStepProps = Record<string, never>;

/** The props of each screen kind, by kind. */
export interface KindProps {
  checklist: ChecklistStepProps;
  choice: ChoiceStepProps;
  connectionUnits: ConnectionUnitsStepProps;
  document: DocumentStepProps;
  error: ErrorStepProps;
  form: FormStepProps;
  info: InfoStepProps;
  login: LoginStepProps;
  pastJobs: PastJobsStepProps;
  photos: PhotosStepProps;
  progress: ProgressStepProps;
  qrScan: QrScanStepProps;
  sites: SitesStepProps;
  troubleshooting: TroubleshootingStepProps;
  view: ViewStepProps;
  viewFleet: ViewFleetStepProps;
}
