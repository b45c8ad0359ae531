// Commissioning through the wizard as an installer does it: a three-phase unit from the home screen
// to the printed report, a two-phase unit from its connections, and a failing unit into its
// troubleshooting pages. Each engine commissions units of its own (serialFor).
import { expectEqual, expectTrue, waitFor, type Journey } from './driver.ts';
import { recordsAt, seedAndOpen, serialFor, type JourneyCase } from './context.ts';
import { pdfPageCount } from './pdfPages.ts';
import { completeProject } from '../failures-support.ts';
import { projectAt11, SITES } from '../wizard-support.ts';

const AU_SITE = SITES.AU;

/** a connection-type card on /commission/12/:index; its name starts with the title (✔ when chosen) */
export const tapTypeChoice = (j: Journey, title: string) =>
  j.tap({ role: 'button', name: new RegExp(`^(✔ )?${title}`) });

async function noConnectionFrom(j: Journey, first: number): Promise<void> {
  for (let index = first; index <= 4; index++) {
    await j.expectPath(new RegExp(`/commission/12/${index}$`));
    await tapTypeChoice(j, 'No Connection');
  }
}

/** /commission/photos: NEXT, the required photos named, on without them with a reason → /commission/19 */
async function goOnWithoutPhotos(j: Journey): Promise<void> {
  await j.expectPath(/\/commission\/photos$/);
  await j.expectHeading('Photos of the job');
  await j.tapButton('NEXT');
  await j.expectText('Required photos missing');
  await j.typeIntoField('Why can you not take them?', 'No access to the board');
  await j.tapButton('GO ON WITHOUT THEM');
}

/** /commission/19 → the run → NPS skipped with a score → /commission/22 */
async function runToSuccess(j: Journey): Promise<void> {
  await j.expectPath(/\/commission\/19$/);
  await j.tap({ role: 'button', name: 'Commission' });
  await j.expectPath(/\/net-promoter-score$/, 60_000);
  await j.tap({ role: 'button', name: '9' });
  await j.typeIntoField('Anything you would like to tell us?', 'Smooth install');
  await j.tapButton('SUBMIT');
  await j.expectPath(/\/commission\/22$/);
  await j.expectHeading('Commissioning successful!');
}

const threePhase: JourneyCase = {
  name: 'a three-phase unit (3P_35A_…01) is commissioned from the home screen and its report prints on one A4 page',
  async run(ctx) {
    const { j } = ctx;
    const serial = serialFor(j.engine, '3P_35A', '01');
    await seedAndOpen(ctx, '/welcome', {});
    await j.tapButton('Commission a unit');
    for (let i = 1; i <= 3; i++) {
      await j.expectText(`Tip ${i} of 3`);
      await j.tapButton(i === 3 ? 'Got it' : 'NEXT');
    }
    await j.expectPath(/\/confirm-training$/);
    await j.expectCount({ role: 'checkbox' }, 3);
    for (let i = 0; i < 3; i++) await j.tap({ role: 'checkbox', nth: i });
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/1$/);
    await j.tapButton('BEGIN');

    await j.expectPath(/\/my-sites$/);
    await j.tapButton(`Choose ${AU_SITE.address}`);
    await j.expectPath(/\/commission\/2$/);
    await j.tapButton('Type the serial number');
    await j.expectFieldsLargeEnough();
    await j.evaluate('performance.setResourceTimingBufferSize(5000)'); // room for the search's entry
    await j.typeIntoField('Serial number', serial.toLowerCase().replaceAll('_', '-'));
    await j.expectText(`We will look up: ${serial}`);
    // the unit is asked for once the typed serial is valid, before NEXT (src/handlers/unit/searchAhead.ts)
    await waitFor('the unit asked for before NEXT', () =>
      j.evaluate<boolean>(
        `performance.getEntriesByType('resource').some((e) => e.name.endsWith('/v2/commission/meter/${serial}'))`,
      ),
    );
    await j.tapButton('NEXT');
    await j.expectHeading('Unit detected');
    await j.expectPath(/\/commission\/8$/);
    await j.tapButton('NEXT');

    await j.expectPath(/\/commission\/10$/);
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/address$/);
    await j.expectValue({ role: 'combobox', name: 'Address' }, AU_SITE.address);
    await j.expectFieldsLargeEnough();
    await j.typeIntoField('SolShare name (optional)', 'Martin Place SolShare', { clear: true });
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/specifications$/);
    await j.typeIntoField('DC size (kW)', '10', { clear: true });
    await j.typeIntoField('AC size (kW)', '8', { clear: true });
    await j.chooseOption('Inverter brand', 'Fronius');
    await j.expectFieldsLargeEnough();
    await j.tapButton('NEXT');

    await j.expectPath(/\/commission\/11$/);
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/12\/0$/);
    await tapTypeChoice(j, 'Three single-phase units');
    await j.expectPath(/\/commission\/13\/0$/);
    for (const [i, label] of ['L1-1', 'L2-1', 'L3-1'].entries())
      await j.typeIntoField(`${label} Unit name`, `Unit ${i + 1}`, { clear: true });
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/12\/1$/);
    await tapTypeChoice(j, 'One three-phase unit');
    await j.expectPath(/\/commission\/14\/1$/);
    await j.typeIntoField(/Unit name/, 'Shop A', { clear: true });
    await j.tapButton('NEXT');
    await noConnectionFrom(j, 2);

    await j.expectPath(/\/commission\/15$/);
    await j.tapButton('Yes, they are correct');
    await j.expectPath(/\/commission\/17$/);
    await j.tap({ role: 'radio', name: /^Demand-based delivery/ });
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/ct-rating$/);
    await j.tap({ role: 'button', name: /^200 A/ });
    await goOnWithoutPhotos(j);
    await runToSuccess(j);

    const config = (await recordsAt(ctx.server)).configs[serial]?.at(-1) ?? {};
    expectEqual(
      config.connections,
      [
        { type: '3x1', L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3' },
        { type: '1x3', L1: 'Shop A', L2: 'Shop A', L3: 'Shop A' },
        { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
        { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
        { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
      ],
      'the connections the unit was given',
    );
    expectEqual(config.CTRating, 200, 'the CT rating');

    // the report, and its print view
    await j.tapButton('Commissioning report');
    await j.expectPath(/\/commissioning-report$/);
    await j.expectVisible({ css: '[data-testid="report"]' });
    await j.expectText('Commissioning test passed');
    const pdf = await j.client.printToPdf();
    if (pdf) expectEqual(pdfPageCount(pdf), 1, `${j.engine}: A4 pages of the printed report`);
    expectTrue(await printStylesHideTheChrome(j), 'the print styles hide the top bar and the print button');
  },
};

/**
 * The report's print styles hide the app's top bar and the print button (checked in every engine,
 * WebKitWebDriver cannot print): every style rule under @media print, nested ones too (Tailwind's
 * print:hidden), that sets display: none on the element or an ancestor.
 */
async function printStylesHideTheChrome(j: Journey): Promise<boolean> {
  return j.evaluate<boolean>(`(() => {
    const hidden = [];
    const walk = (rules, inPrint, parent) => {
      for (const r of rules) {
        const print = inPrint || (r.media && [...r.media].includes('print'));
        const selector = r.selectorText ?? parent;
        if (print && r.style && r.style.display === 'none' && selector) hidden.push(selector);
        if (r.cssRules) walk(r.cssRules, print, selector);
      }
    };
    for (const sheet of document.styleSheets) {
      try { walk(sheet.cssRules, false, null); } catch { /* another origin's sheet */ }
    }
    const hides = (el) => !!el && hidden.some((s) => { try { return !!el.closest(s); } catch { return false; } });
    const print = [...document.querySelectorAll('button')].find((b) => /Print or save as PDF/.test(b.textContent));
    return hides(document.querySelector('header')) && hides(print);
  })()`);
}

const twoPhase: JourneyCase = {
  name: 'a two-phase unit (2P_100_…12) in the UK is commissioned from its connections with custom allocation',
  async run(ctx) {
    const { j } = ctx;
    const serial = serialFor(j.engine, '2P_100', '12');
    await seedAndOpen(ctx, '/commission/11', { project: projectAt11(serial, 'GB') });
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/12\/0$/);
    await tapTypeChoice(j, 'Two single-phase units');
    await j.expectPath(/\/commission\/13\/0$/);
    await j.expectCount({ role: 'textbox' }, 2);
    await j.typeIntoField('L1 Unit name', 'Flat 1', { clear: true });
    await j.typeIntoField('L2 Unit name', 'Flat 2', { clear: true });
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/12\/1$/);
    await tapTypeChoice(j, 'One unit on both phases');
    await j.typeIntoField(/Unit name/, 'Flat 3', { clear: true });
    await j.tapButton('NEXT');
    await noConnectionFrom(j, 2);
    await j.expectPath(/\/commission\/15$/);
    await j.tapButton('Yes, they are correct');
    await j.expectPath(/\/commission\/17$/);
    await j.expectCount({ role: 'radio' }, 1); // E-24: custom allocation only
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/unequal-allocation\/1$/);
    await j.expectText('Phase L1 (1 of 2)');
    await j.typeInto({ css: '#weight-0' }, '40', { clear: true });
    await j.expectVisible({ css: '[data-testid="calculated-row"]', text: /calculated 60%/ });
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/unequal-allocation\/2$/);
    await j.tapButton('NEXT');
    await j.expectPath(/\/commission\/unequal-allocation-review$/);
    await j.tapButton('CONFIRM');
    await goOnWithoutPhotos(j); // E-45: the CT page is skipped for a GB two-phase unit, not the photos
    await runToSuccess(j);
    const config = (await recordsAt(ctx.server)).configs[serial]?.at(-1) ?? {};
    const connections = config.connections as { L1: string; L2: string }[];
    expectEqual(
      connections.map((c) => [c.L1, c.L2]),
      [
        ['Flat 1', 'Flat 2'],
        ['Flat 3', 'Flat 3'],
        ['n/a', 'n/a'],
        ['n/a', 'n/a'],
        ['n/a', 'n/a'],
      ],
      'the two-phase connections sent',
    );
    expectEqual(
      (config.algorithmWeight as number[][][])[0].slice(0, 2),
      [
        [0, 0, 40],
        [0, 1, 60],
      ],
      'L1 split 40/60',
    );
  },
};

const failing: JourneyCase = {
  name: 'a unit whose CT is reversed (…54) fails its run and opens its troubleshooting page',
  async run(ctx) {
    const { j } = ctx;
    const serial = serialFor(j.engine, '3P_35A', '54');
    await seedAndOpen(ctx, '/commission/19', { project: completeProject(serial, 'AU') });
    await j.tap({ role: 'button', name: 'Commission' });
    // the run's end (/commission/20) leads on to the table's page at once: a slow engine's poll of the
    // address can miss it, so the journey waits for the page it ends on (its path has no "troubleshooting")
    await j.expectPath(/\/commission\/error\/reversed-ct-au\/1$/, 60_000);
    await j.expectText(/CT is reading negative, reverse polarity/);
  },
};

export const commissionJourneys: JourneyCase[] = [threePhase, twoPhase, failing];
