// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
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
import { readFileSync } from 'node:fs';
import { frameRoutes } from '../../src/prerender/routeDocument.ts';
import { FRAME_CASES, FRAME_PROJECT_ADDRESS, FRAME_SERIAL_NUMBER } from '../support/frameCases.ts';

type Schema = { properties: Record<string, { enum?: string[] }> } & Partial<
  Record<'then' | 'else', { properties: Record<string, { enum?: string[] }> }>
>;

const PATH = '/commission/specifications';
// the route's guards and role as its flow declares them (the frame's HTML carries them)
const ROUTE = flows.steps.find((s) => s.path === PATH)!;
const SERIAL = FRAME_SERIAL_NUMBER;
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
  project.address.address = FRAME_PROJECT_ADDRESS;
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
});

// every route with a frame, over the table of its form's cases (tests/support/frameCases.ts)
const FRAMED = frameRoutes(flows.steps).map((path) => [path, flows.steps.find((s) => s.path === path)!] as const);

describe.each(FRAMED)('the frame of %s before the app runs', (path, route) => {
  const form = route.form!;
  const cases = FRAME_CASES[form];
  const draftKey = `${SERIAL}|${form}:${path}`;
  async function withDraft(draft?: Record<string, unknown>) {
    await commissionerWithJob();
    if (draft) formDrafts[draftKey] = draft;
    await settled();
  }

  it("shows this unit's draft as the form draws it", async () => {
    await withDraft(cases.draft);
    expect(storedFrameTexts(path, route, read, '.')).toEqual(cases.shown);
  });

  it('starts from what the form starts from without a draft, and never from another unit’s draft', async () => {
    await withDraft();
    formDrafts[`3P_35A_0402|${form}:${path}`] = cases.draft;
    await settled();
    expect(storedFrameTexts(path, route, read, '.')).toEqual(cases.shownWithoutDraft);
  });

  it('leaves to the app a draft the form draws otherwise than the build did', async () => {
    await withDraft(cases.leftToApp);
    expect(storedFrameValues(path, route, read)).not.toBeNull();
    expect(storedFrameTexts(path, route, read, '.')).toBeNull();
  });

  it('does not show without a session, expired, after logout, or to another user on the phone', async () => {
    expect(storedFrameValues(path, route, read)).toBeNull();
    await withDraft(cases.draft);
    expect(storedFrameValues(path, route, read, Date.now() + 2 * 3600_000)).toBeNull();
    signIn(unsignedJwt(validFor({ email: 'bob@example.com', role: 'Commissioner' })));
    await settled();
    expect(storedFrameValues(path, route, read)).toBeNull(); // the job is ada's
    resetPhone();
    await settled();
    expect(storedFrameValues(path, route, read)).toBeNull();
  });

  it('shows exactly when the route’s role and guards let the app show it', async () => {
    await withDraft();
    signIn(unsignedJwt(validFor({ email: 'ada@example.com', role: 'Provider' })));
    await settled();
    expect(storedFrameValues(path, route, read) === null, 'to a Provider').toBe(route.role === 'Commissioner');
    signIn(unsignedJwt(validFor({ email: 'ada@example.com', role: 'Commissioner' })));
    project.address.address = '';
    await settled();
    expect(storedFrameValues(path, route, read) === null, 'no address').toBe(route.requires.includes('address'));
    project.serialNumber = '';
    await settled();
    expect(storedFrameValues(path, route, read) === null, 'no unit').toBe(
      route.requires.includes('address') || route.requires.includes('serial'),
    );
  });
});

describe('the forms with a frame', () => {
  it('are every fixed-path form step behind a login without a server load: the wizard’s, the serial, feedback, score and site forms', () => {
    expect(FRAMED.map(([path]) => path).sort()).toEqual(
      [
        '/add-a-site',
        '/commission/3',
        '/commission/address',
        '/commission/specifications',
        '/edit-building-address',
        '/feedback/1',
        '/net-promoter-score',
        '/reconfigure-enter-serial',
        '/reset-connections/specifications',
        '/wifi-enter-serial',
      ].sort(),
    );
    for (const step of flows.steps)
      if (step.load)
        expect(
          FRAMED.map(([path]) => path),
          step.path,
        ).not.toContain(step.path); // the server says where it starts
  });

  it.each(Object.keys(FRAME_FORMS))(
    "%s: each field the frame fills is its schema's, a select's options its enum",
    (form) => {
      const schema = JSON.parse(readFileSync(`content/forms/${form}.schema.json`, 'utf8')) as Schema;
      const properties = { ...schema.properties, ...schema.then?.properties, ...schema.else?.properties };
      for (const [name, kind] of Object.entries(FRAME_FORMS[form].fields)) {
        expect(properties[name], `${form}.${name}`).toBeDefined();
        if (typeof kind === 'object') expect([...kind.options]).toEqual(properties[name].enum);
      }
      // every form a frame shows has its cases (a public form keeps its typing the same way, without a frame)
      const framed = new Set(FRAMED.map(([, step]) => step.form!));
      expect(Object.keys(FRAME_CASES).sort()).toEqual([...framed].sort());
    },
  );
});
