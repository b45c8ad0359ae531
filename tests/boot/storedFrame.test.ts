// What the frame boot script reads from storage before a route behind a login may paint its frame
// (src/boot/storedFrame.ts): the session, the job's owner, the project and the draft, each checked as
// its store checks it, written here by the app's own stores (so the keys and shapes are theirs).
import flows from 'virtual:flows';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FRAME_FORMS } from '../../src/boot/frameForms.ts';
import { storedFrameTexts, storedFrameValues } from '../../src/boot/storedFrame.ts';
import { formDrafts } from '../../src/state/formDrafts.ts';
import { claimJob, resetPhone } from '../../src/state/job.ts';
import { project } from '../../src/state/project.ts';
import { session, signIn } from '../../src/state/session.ts';
import { storageKey, STORES } from '../../src/state/storedRules.ts';
import { unsignedJwt, validFor } from '../support/tokens.ts';
import specificationsSchema from '../../content/forms/specifications.schema.json';
import { INVERTER_BRANDS } from '../../src/handlers/config/specFormData.ts';

const PATH = '/commission/specifications';
// the route's guards and role as its flow declares them (the frame's HTML carries them)
const ROUTE = flows.steps.find((s) => s.path === PATH)!;
const SERIAL = '3P_35A_0401';
const DRAFT_KEY = `${SERIAL}|specifications:${PATH}`;
const read = (key: string) => localStorage.getItem(key);
const KEY = Object.fromEntries(
  Object.entries(STORES).map(([store, { name, version }]) => [store, storageKey(name, version)]),
) as Record<keyof typeof STORES, string>;
// the stores write storage after a change; the drafts at most every 250 ms, and whatever is due as the
// page is left, as it is before the frame's page loads
const settled = () => new Promise((r) => setTimeout(r, 0)).then(() => window.dispatchEvent(new Event('pagehide')));

async function commissionerWithJob(draft?: Record<string, unknown>, email = 'ada@example.com') {
  signIn(unsignedJwt(validFor({ email, role: 'Commissioner' })));
  claimJob(email);
  project.serialNumber = SERIAL;
  project.address.address = '1 Main Street, Sydney';
  if (draft) formDrafts[DRAFT_KEY] = draft;
  await settled();
}

beforeEach(async () => {
  resetPhone();
  await settled();
});
afterEach(() => localStorage.clear());

describe('the frame of the specifications form before the app runs', () => {
  it('reads what the stores write, under the keys the stores write it', async () => {
    await commissionerWithJob({ dcSize: 1 });
    for (const { name, version } of Object.values(STORES)) expect(read(storageKey(name, version)), name).not.toBeNull();
    expect(storedFrameValues(PATH, ROUTE, read)?.dcSize).toBe(1);
  });

  it('shows this unit’s draft in the language’s decimals, the brand as its option', async () => {
    await commissionerWithJob({ dcSize: 10.5, acSize: 8, inverter: 'SMA' });
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toEqual({ dcSize: '10.5', acSize: '8', inverter: '2' });
    expect(storedFrameTexts(PATH, ROUTE, read, ',')).toEqual({ dcSize: '10,5', acSize: '8', inverter: '2' });
  });

  it('starts from the saved spec where nothing was typed, as the form does', async () => {
    await commissionerWithJob();
    project.spec = { dcSize: 12, acSize: null, inverter: 'Fronius', inputInverter: '' };
    await settled();
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toEqual({ dcSize: '12', acSize: '', inverter: '0' });
  });

  it('shows empty fields with a session and a job but no draft', async () => {
    await commissionerWithJob();
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toEqual({ dcSize: '', acSize: '', inverter: '' });
  });

  it('keeps text that is not yet a number as it was typed', async () => {
    await commissionerWithJob({ dcSize: '7a' });
    expect(storedFrameTexts(PATH, ROUTE, read, ',')?.dcSize).toBe('7a');
  });

  it('never shows the draft of another unit of the job', async () => {
    await commissionerWithJob();
    formDrafts[`3P_35A_0402|specifications:${PATH}`] = { dcSize: 99 };
    await settled();
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toEqual({ dcSize: '', acSize: '', inverter: '' });
  });

  it('does not show without a session, after logout or with an expired token', async () => {
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
    await commissionerWithJob({ dcSize: 5 });
    expect(storedFrameValues(PATH, ROUTE, read, Date.now() + 2 * 3600_000)).toBeNull(); // expired by then
    resetPhone();
    await settled();
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
  });

  it('does not show a job another user left on the phone, nor its draft', async () => {
    await commissionerWithJob({ dcSize: 5, acSize: 4, inverter: 'SMA' }, 'ada@example.com');
    // a second user's session is stored (their login claims the job; here it has not yet)
    Object.assign(session, { token: null });
    signIn(unsignedJwt(validFor({ email: 'bob@example.com', role: 'Commissioner' })));
    await settled();
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
  });

  it('does not show to a Provider, whom the route sends elsewhere', async () => {
    await commissionerWithJob({ dcSize: 5 });
    signIn(unsignedJwt(validFor({ email: 'ada@example.com', role: 'Provider' })));
    await settled();
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
  });

  it('does not show when the phone clock is so far off that the app adds its banner', async () => {
    await commissionerWithJob();
    session.clockOffsetMs = 10 * 60_000;
    await settled();
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
  });

  it('does not show without the unit or the address the route requires', async () => {
    await commissionerWithJob();
    project.address.address = '  ';
    await settled();
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
    project.address.address = '1 Main Street';
    project.serialNumber = '';
    await settled();
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
  });

  it('trusts nothing unchecked: a token without its stored expiry, a project of another shape, a broken draft', async () => {
    await commissionerWithJob({ dcSize: 5 });
    const stored = JSON.parse(read(KEY.session)!) as Record<string, unknown>;
    localStorage.setItem(KEY.session, JSON.stringify({ ...stored, exp: (stored.exp as number) + 3600 }));
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
    localStorage.setItem(KEY.session, JSON.stringify(stored));
    expect(storedFrameValues(PATH, ROUTE, read)).not.toBeNull();
    localStorage.setItem(KEY.project, '{"serialNumber": "3P_35A_0401"}');
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
    localStorage.setItem(KEY.session, 'not json');
    expect(storedFrameValues(PATH, ROUTE, read)).toBeNull();
  });

  it('a draft that is not JSON data is read as no draft, as its store reads it', async () => {
    await commissionerWithJob();
    localStorage.setItem(KEY.formDrafts, JSON.stringify({ [DRAFT_KEY]: 'ten' }));
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toEqual({ dcSize: '', acSize: '', inverter: '' });
  });

  it('leaves to the app a draft whose form the frame does not draw: Other adds a field, above 22 kW a warning', async () => {
    await commissionerWithJob({ inverter: 'Other', inputInverter: 'Growatt' });
    expect(storedFrameValues(PATH, ROUTE, read)).not.toBeNull();
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toBeNull();
    formDrafts[DRAFT_KEY] = { dcSize: 22.5 };
    await settled();
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toBeNull();
    formDrafts[DRAFT_KEY] = { dcSize: 22 }; // exactly 22 has no warning (M-02)
    await settled();
    expect(storedFrameTexts(PATH, ROUTE, read, '.')).toEqual({ dcSize: '22', acSize: '', inverter: '' });
  });

  it("knows each frame route's form as its flow says", () => {
    for (const [path, frame] of Object.entries(FRAME_FORMS))
      expect(flows.steps.find((s) => s.path === path)?.form, path).toBe(frame.form);
    // rjsf names the brand's options by their place in the schema's enum
    expect(specificationsSchema.properties.inverter.enum).toEqual([...INVERTER_BRANDS]);
  });
});
