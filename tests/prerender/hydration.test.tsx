// Every prerendered route, in each language, is taken over by hydrateRoot without a mismatch: the
// HTML the build draws (scripts/prerender.ts, run here as it runs in `npm run build`) is what the
// app's first render draws on the phone (main.tsx), so React (its development build here, which
// checks every attribute and text) neither warns nor throws the page away to render it again. A
// route behind a login is drawn as a frame, which the frame boot script fills with the stored draft
// (src/boot/showFrame.ts, run here on the same HTML) before the app takes it over with those values.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createLazyProviderApi } from '../../src/api/lazyClient.ts';
import { App } from '../../src/app/App.tsx';
import { noteTypedInput } from '../../src/app/hydration.ts';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { frameRoutes, prerenderedRoutes, routeDocument } from '../../src/prerender/routeDocument.ts';
import { showStoredFrame } from '../../src/boot/showFrame.ts';
import { keepFrameTyped } from '../../src/boot/keepFrameTyped.ts';
import { holdTaps } from '../../src/boot/holdTaps.ts';
import { storedFrameValues } from '../../src/boot/storedFrame.ts';
import { loadStepDetails } from '../../src/app/loadStepDetails.ts';
import { formDrafts } from '../../src/state/formDrafts.ts';
import { claimJob, resetPhone } from '../../src/state/job.ts';
import { project } from '../../src/state/project.ts';
import { signIn } from '../../src/state/session.ts';
import { decimalSeparator } from '../../src/ui/localNumber.ts';
import { unsignedJwt, validFor } from '../support/tokens.ts';
import { FRAME_CASES, FRAME_PROJECT_ADDRESS, FRAME_SERIAL_NUMBER } from '../support/frameCases.ts';
import { FRAME_ADDRESS, FRAME_EMAIL, FRAME_SERIAL } from '../../src/prerender/frameState.ts';
import flows from 'virtual:flow-routes'; // the route table the app ships (src/engine/stepDetails.ts)
import { findStep } from '../../src/engine/matchPath.ts';
import { wordPartsOf } from '../../src/engine/wordsRule.ts';
import { initI18n, loadWords } from '../../src/i18n.ts';
import '../support/appSettled.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const config = parseAppConfig(JSON.parse(readFileSync('public/config.json', 'utf8')));
const routes = prerenderedRoutes(flows.steps);
const frames = frameRoutes(flows.steps);
const { api } = createLazyProviderApi({
  baseUrl: 'http://127.0.0.1:9',
  timeoutMs: 1,
  getToken: () => undefined,
  onUnauthorized: () => undefined,
  reportError: () => undefined,
});

// hydrated: React has taken over every element (it marks each node it owns)
const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));

let root: Root | undefined;
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
  resetPhone();
  localStorage.clear();
});

/**
 * Hydrates the app on `container` (drawn from the build's `html`) as main.tsx does, and expects React
 * to take over every element with no recoverable error or console error, showing the same heading.
 */
async function hydratesCleanly(container: HTMLElement, html: string): Promise<void> {
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  noteTypedInput(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App services={{ flows, api, config }} />
      </StrictMode>,
      { onRecoverableError: (e) => recoverable.push(e) },
    );
  });
  await waitFor(() =>
    expect(
      [...container.querySelectorAll('*')].filter((el) => !owned(el)).map((el) => el.outerHTML.slice(0, 80)),
    ).toEqual([]),
  );
  expect(recoverable).toEqual([]);
  expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([]);
  expect(container.innerHTML).toContain(html.match(/<h1[^>]*>([^<]*)</)![1]); // the same words after taking over
}

// the build's own step, in a process of its own (a renderer of its own, as on the build machine)
function prerendered(language: string): Record<string, string> {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/prerender.ts', `--lang=${language}`, '--print'],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('PRERENDERED '));
  if (!line) throw new Error(`scripts/prerender.ts printed no pages: ${run.stderr}`);
  return JSON.parse(line.slice('PRERENDERED '.length)) as Record<string, string>;
}

describe.each(config.languages)('the prerendered routes in %s', (language) => {
  let pages: Record<string, string> = {};
  beforeAll(async () => {
    pages = prerendered(language);
    await initI18n(language, { waitForAll: false }); // as main.tsx: the core words
  }, 180_000);

  it('draws every public route with a fixed path', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/login', '/create-account']));
    expect(routes.some((r) => r.includes(':'))).toBe(false);
    expect(frames).toContain('/commission/specifications');
    expect(Object.keys(pages).sort()).toEqual([...routes, ...frames].sort());
  });

  it.each(routes)('%s hydrates without a mismatch warning or error', async (path) => {
    history.replaceState(null, '', path);
    const html = pages[path];
    expect(html).toContain('<h1');
    const container = document.createElement('div');
    container.id = 'app';
    container.innerHTML = html;
    document.body.append(container);

    await loadWords(wordPartsOf(findStep(flows.steps, path)!)); // as main.tsx: a public form's words before hydrating
    await hydratesCleanly(container, html);
  });

  // a logged-in Commissioner with a unit and an address, and perhaps a draft typed on the route's form
  async function signedInWithJob(path: string, form: string, draft: Record<string, unknown> | undefined) {
    signIn(unsignedJwt(validFor({ email: 'ada@example.com', role: 'Commissioner' })));
    claimJob('ada@example.com');
    project.serialNumber = FRAME_SERIAL_NUMBER;
    project.address.address = FRAME_PROJECT_ADDRESS;
    if (draft) formDrafts[`${FRAME_SERIAL_NUMBER}|${form}:${path}`] = draft;
    // the stores write storage, which the frame boot script reads: the drafts at most every 250 ms, and what is due as a page is left
    await new Promise((r) => setTimeout(r, 0));
    window.dispatchEvent(new Event('pagehide'));
  }

  // the page as the build writes it (src/prerender/routeDocument.ts): the frame in a hidden #app
  function framePage(path: string): HTMLElement {
    const page = routeDocument('<html lang="en"><body><div id="app"></div></body></html>', {
      path,
      language,
      body: pages[path],
      behindLogin: findStep(flows.steps, path),
      decimalSeparator: decimalSeparator(language),
    });
    const container = new DOMParser().parseFromString(page, 'text/html').getElementById('app')!;
    document.body.append(document.adoptNode(container));
    return container;
  }

  // the fields' text as the decimals of the language write a size (tests/support/frameCases.ts has them in English)
  const inLanguage = (texts: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(texts).map(([k, v]) => [k, /^\d+\.\d+$/.test(v) ? v.replace('.', decimalSeparator(language)) : v]),
    );
  describe.each(frames)('the frame of %s, behind a login', (path) => {
    const form = findStep(flows.steps, path)!.form!;
    const { draft, shown, shownWithoutDraft } = FRAME_CASES[form];
    const cases: [string, Record<string, unknown> | undefined, Record<string, string>][] = [
      ['with a stored draft', draft, shown],
      ['without a draft', undefined, shownWithoutDraft],
    ];
    it.each(cases)('is filled and hydrates without a mismatch warning or error, %s', async (_, draft, expected) => {
      history.replaceState(null, '', path);
      await signedInWithJob(path, form, draft);
      const container = framePage(path);
      expect(container.hidden).toBe(true); // nothing of it paints before the boot script has looked
      expect(showStoredFrame(container, (k) => localStorage.getItem(k))).toBe(true);
      expect(container.hidden).toBe(false);
      const field = (name: string) => container.querySelector<HTMLInputElement>(`#form-${form}_${name}`)!;
      const values = () => Object.fromEntries(Object.keys(expected).map((name) => [name, field(name).value]));
      expect(values()).toEqual(inLanguage(expected));
      // the placeholder user the build drew it for shows nowhere (src/prerender/frameState.ts)
      const shownText = container.textContent + JSON.stringify(values());
      for (const placeholder of [FRAME_EMAIL, FRAME_SERIAL, FRAME_ADDRESS])
        expect(shownText).not.toContain(placeholder);
      const drawn = Object.keys(expected).map(field);
      // typed into the frame's last box (a textarea too, which React sets back to its drawn text as it hydrates)
      const typedInto = Object.keys(expected).findLast((name) => !(field(name) instanceof HTMLSelectElement))!;
      const typed = `${field(typedInto).value}7`;
      const setValue = Object.getOwnPropertyDescriptor(
        Object.getPrototypeOf(field(typedInto)) as object,
        'value',
      )!.set!;
      setValue.call(field(typedInto), typed);
      field(typedInto).dispatchEvent(new Event('input', { bubbles: true }));

      const step = findStep(flows.steps, path)!;
      await Promise.all([loadWords(wordPartsOf(step)), loadStepDetails(flows)]); // as main.tsx before hydrating
      await hydratesCleanly(container, pages[path]);
      // the app has the values the frame showed: the same fields (taken over, not drawn again), the same text, the same choice.
      // Waited for: React marks the elements its own while it renders, before it commits, and a textarea's typed
      // text is put back as it commits (src/app/typedTextareas.ts); on a loaded machine a check made in between
      // read the drawn text (clean-clone CI, twice)
      expect(Object.keys(expected).map(field)).toEqual(drawn);
      await waitFor(() => expect(values()).toEqual(inLanguage({ ...expected, [typedInto]: typed })));
      // and what was typed reached its state: the draft has it
      await waitFor(() =>
        expect(JSON.stringify(formDrafts[`${FRAME_SERIAL_NUMBER}|${form}:${path}`])).toContain(typed.replace(',', '.')),
      );
      expect(container.querySelector('button[type=submit]')).toBeEnabled(); // taken over
    });

    /** The frame of `path`, shown for a signed-in job without a draft, its typing kept as frameBoot.ts keeps it. */
    async function frameKeptAsLeft() {
      history.replaceState(null, '', path);
      await signedInWithJob(path, form, undefined);
      const container = framePage(path);
      expect(showStoredFrame(container, (k) => localStorage.getItem(k))).toBe(true);
      stops.push(keepFrameTyped(container, localStorage)); // as src/boot/frameBoot.ts
      const field = (name: string) => container.querySelector<HTMLInputElement>(`#form-${form}_${name}`)!;
      const typedInto = Object.keys(shownWithoutDraft).findLast((name) => !(field(name) instanceof HTMLSelectElement))!;
      return { container, field, typedInto };
    }

    /** The step's draft as storage holds it once the page is left (a reload, Back, a link). */
    function draftAfterLeaving(): Record<string, unknown> | undefined {
      window.dispatchEvent(new Event('pagehide'));
      const drafts = JSON.parse(localStorage.getItem('solshare.formDrafts.v2') ?? '{}') as Record<
        string,
        Record<string, unknown>
      >;
      return drafts[`${FRAME_SERIAL_NUMBER}|${form}:${path}`];
    }

    it('keeps what is typed when the page is left while React is drawing the field but has not been handed its text', async () => {
      const { field, typedInto } = await frameKeptAsLeft();
      const typed = `${field(typedInto).value}7`;
      field(typedInto).value = typed;
      // React puts its props on a field as it draws it, before it commits and hands the text over (hydration.ts):
      // on a slowed phone a page can be left in between, as it was at 4x CPU in e2e/job-fields.spec.ts
      Object.assign(field(typedInto), { __reactProps$drawing: { value: '' } });

      const draft = draftAfterLeaving();
      const size = form === 'specifications'; // a kW box: the form keeps a number
      expect(draft?.[typedInto]).toEqual(size ? Number(typed) : typed);
    });

    it.runIf(form === 'nps')(
      'shows a score tapped in the frame pressed at once, and keeps it (the drawn 7 too) when the page is left before the app takes it over',
      async () => {
        const { container } = await frameKeptAsLeft();
        stops.push(holdTaps(container)); // as src/boot/frameBoot.ts
        const numbers = [...container.querySelectorAll<HTMLButtonElement>('button[data-chooses]')];
        const seven = numbers.find((button) => button.textContent === '7')!;
        seven.click(); // in plain HTML: held for the app

        expect(numbers.filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([seven]);
        expect(seven.dataset.says).toMatch(/7/); // 'Score: 7 out of 10', in the page's language
        expect(container.querySelector('output')?.textContent).toBe(seven.dataset.says);
        const slider = container.querySelector<HTMLInputElement>('input[type=range]')!;
        expect(slider.value).toBe('7');
        expect(slider).not.toHaveAttribute('aria-valuetext'); // it said no score was chosen
        expect(draftAfterLeaving()).toEqual({ score: 7 });
      },
    );

    it('keeps what is typed (and the choice ticked) in the step’s draft when the page is left before the app takes it over', async () => {
      const { container, field, typedInto } = await frameKeptAsLeft();
      const before = field(typedInto).value;
      field(typedInto).value = `${before}7`; // typed in plain HTML: no app to hear it
      const issue = container.querySelector<HTMLInputElement>('input[type=radio][value=issue]');
      issue?.click(); // the feedback's kind, ticked in plain HTML
      const slider = container.querySelector<HTMLInputElement>('input[type=range]');
      if (slider) slider.value = '9'; // the score's slider, moved in plain HTML

      const draft = draftAfterLeaving();
      const size = form === 'specifications'; // a kW box: the form keeps a number
      expect(draft?.[typedInto]).toEqual(size ? Number(`${before}7`) : `${before}7`);
      if (issue) expect(draft?.kind).toBe('issue');
      if (slider) expect(draft?.score).toBe(9);
      expect(Object.keys(draft ?? {}).sort(), 'only what was changed').toEqual(
        [typedInto, ...(issue ? ['kind'] : []), ...(slider ? ['score'] : [])].sort(),
      );
      // the next visit starts from it, as the app does
      expect(
        storedFrameValues(path, findStep(flows.steps, path)!, (k) => localStorage.getItem(k))?.[typedInto],
      ).toEqual(draft?.[typedInto]);
    });
  });
});
