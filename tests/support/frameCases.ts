// Per form with a frame behind a login (src/boot/frameForms.ts): a draft and what each field of the
// frame shows for it, what the fields show with no draft (the job's project below: a unit and
// '1 Main Street, Sydney'), and a draft the frame leaves to the app because the form would draw it
// otherwise than the build did. The frame tests run every route with a frame over this table.

export const FRAME_SERIAL_NUMBER = '3P_35A_0401';
export const FRAME_PROJECT_ADDRESS = '1 Main Street, Sydney';

export interface FrameCase {
  draft: Record<string, unknown>;
  /** the text each field shows (a select: its option's value, rjsf's place in the enum) */
  shown: Record<string, string>;
  shownWithoutDraft: Record<string, string>;
  leftToApp: Record<string, unknown>;
}

export const FRAME_CASES: Record<string, FrameCase> = {
  specifications: {
    draft: { dcSize: 10.5, acSize: 8, inverter: 'SMA' },
    shown: { dcSize: '10.5', acSize: '8', inverter: '2' },
    shownWithoutDraft: { dcSize: '', acSize: '', inverter: '' },
    leftToApp: { inverter: 'Other', inputInverter: 'Growatt' }, // Other adds the brand name's field
  },
  siteAddress: {
    draft: { address: '2 Side Road, Bristol', country: 'GB', solshareName: 'Block B' },
    shown: { address: '2 Side Road, Bristol', country: '1', solshareName: 'Block B' },
    shownWithoutDraft: { address: FRAME_PROJECT_ADDRESS, country: '', solshareName: '' },
    leftToApp: { address: '2 Side Road, Bristol', latitude: 51.45, longitude: -2.58, country: 'GB' }, // no country select
  },
  serial: {
    draft: { serial: '' },
    shown: { serial: '' },
    shownWithoutDraft: { serial: '' },
    leftToApp: { serial: '3p-35a 0002' }, // the line naming the serial to be used
  },
  feedback: {
    draft: { kind: 'comment', comment: 'The lid sticks' },
    shown: { comment: 'The lid sticks' },
    shownWithoutDraft: { comment: '' },
    leftToApp: { kind: 'issue', comment: 'The lid sticks' }, // another card chosen
  },
  nps: {
    draft: { comment: 'Quick to set up' },
    shown: { comment: 'Quick to set up' },
    shownWithoutDraft: { comment: '' },
    leftToApp: { score: 9 }, // a picked score
  },
};
