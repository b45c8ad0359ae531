// The small interface the shared journeys (e2e/journeys/*.journey.ts) are written against, so one
// journey runs in Chromium under Playwright (e2e/engine-journeys.spec.ts), in WebKitGTK under
// WebdriverIO and in Firefox ESR under puppeteer (scripts/engines/). Each client implements only what
// a person does: open a page, tap, type key by key, choose an option, pick a file, reload. Finding
// things by their role and accessible name is done once, in the page (findScript.ts), so all three
// engines find the same element the same way.
import { findScript, type Query } from './findScript.ts';

export type Engine = 'chromium' | 'webkit' | 'firefox';

/** What each browser client provides; selectors are CSS selectors the finder hands out. */
export interface BrowserClient {
  readonly engine: Engine;
  /** opens a path of the app (the client knows the origin) */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** evaluates a JavaScript expression in the page and returns its JSON value */
  evaluate<T>(expression: string): Promise<T>;
  tap(selector: string): Promise<void>;
  /** focuses the element and types the text one key at a time */
  type(selector: string, text: string): Promise<void>;
  /** empties a focused text box with the keyboard (select all, delete) */
  clear(selector: string): Promise<void>;
  select(selector: string, optionValue: string): Promise<void>;
  uploadFile(selector: string, path: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** a PDF of the page as printed on A4, or null where the engine's driver cannot print (WebKitWebDriver) */
  printToPdf(): Promise<Buffer | null>;
}

/** A journey step failed: names the step so the summary says where. */
export class StepError extends Error {}

const POLL_MS = 150;
export const DEFAULT_WAIT_MS = 20_000;

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = DEFAULT_WAIT_MS,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null && value !== undefined && value !== false) return value;
    } catch (error) {
      last = error; // a navigation may tear the page's context down between two probes
    }
    if (Date.now() > end) {
      const cause = last instanceof Error ? ` (last error: ${last.message.split('\n')[0]})` : '';
      throw new StepError(`waited ${Math.round(timeoutMs / 1000)} s for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const describe = (q: Query) =>
  `${q.role ?? q.css ?? 'element'}${q.text !== undefined ? ` with text ${String(q.text)}` : ''} ${typeof q.name === 'string' ? `"${q.name}"` : q.name ? String(q.name) : ''}${q.within ? ` in ${q.within}` : ''}`;

const serialise = (q: Query) =>
  JSON.stringify({
    ...q,
    name: q.name instanceof RegExp ? { source: q.name.source, flags: q.name.flags } : q.name,
  });

/**
 * What a journey uses: the client's gestures plus waiting, finding and checking. Every find waits
 * until exactly one visible element matches, as Playwright's locators do.
 */
export class Journey {
  constructor(
    readonly client: BrowserClient,
    /** the app's origin as the browser sees it (e.g. http://127.0.0.1:5110) */
    readonly origin: string,
  ) {}

  get engine(): Engine {
    return this.client.engine;
  }

  private async count(q: Query): Promise<{ count: number; selector: string | null }> {
    return this.client.evaluate(`(${findScript})(${serialise(q)})`);
  }

  /** waits for the one visible element the query matches and returns a selector for it */
  async find(q: Query, timeoutMs?: number): Promise<string> {
    return waitFor(
      describe(q),
      async () => {
        const r = await this.count(q);
        return r.count === 1 ? (r.selector ?? '') : null; // '' when only counted (mark: false)
      },
      timeoutMs,
    );
  }

  async countOf(q: Query): Promise<number> {
    return (await this.count({ ...q, mark: false })).count;
  }

  async goto(path: string): Promise<void> {
    await this.client.goto(path);
  }

  async reload(): Promise<void> {
    await this.client.reload();
  }

  async tap(q: Query): Promise<void> {
    await this.client.tap(await this.find(q));
  }

  async tapButton(name: string | RegExp): Promise<void> {
    await this.tap({ role: 'button', name });
  }

  /** taps the field, empties it if asked, and types key by key */
  async typeInto(q: Query, text: string, { clear = false } = {}): Promise<void> {
    const selector = await this.find(q);
    if (clear) await this.client.clear(selector);
    await this.client.type(selector, text);
  }

  async typeIntoField(label: string | RegExp, text: string, options?: { clear?: boolean }): Promise<void> {
    await this.typeInto({ role: 'textbox', name: label }, text, options);
  }

  async chooseOption(label: string | RegExp, optionText: string): Promise<void> {
    const selector = await this.find({ role: 'combobox', name: label });
    const value = await this.client.evaluate<string | null>(
      `(() => { const s = document.querySelector(${JSON.stringify(selector)}); const o = [...s.options].find((o) => o.textContent.trim() === ${JSON.stringify(optionText)}); return o ? o.value : null; })()`,
    );
    if (value === null) throw new StepError(`no option "${optionText}" in ${String(label)}`);
    await this.client.select(selector, value);
  }

  /** picks a file in a file input (the photo a phone takes or chooses) */
  async uploadFile(q: Query, path: string): Promise<void> {
    await this.client.uploadFile(await this.find({ ...q, hidden: true }), path);
  }

  async valueOf(q: Query): Promise<string> {
    const selector = await this.find(q);
    return this.client.evaluate<string>(`document.querySelector(${JSON.stringify(selector)}).value`);
  }

  async path(): Promise<string> {
    return this.client.evaluate<string>('location.pathname');
  }

  async expectPath(pattern: RegExp, timeoutMs?: number): Promise<void> {
    await waitFor(`the address to match ${pattern}`, async () => pattern.test(await this.path()), timeoutMs);
  }

  async expectVisible(q: Query, timeoutMs?: number): Promise<void> {
    await this.find({ ...q, mark: false }, timeoutMs);
  }

  /** some visible element shows the text (a live region may repeat it) */
  async expectText(text: string | RegExp, timeoutMs?: number): Promise<void> {
    await waitFor(`the text ${String(text)}`, async () => (await this.countOf({ text })) >= 1, timeoutMs);
  }

  async expectHeading(name: string | RegExp, timeoutMs?: number): Promise<void> {
    await this.expectVisible({ role: 'heading', name }, timeoutMs);
  }

  async expectValue(q: Query, value: string): Promise<void> {
    await waitFor(`${describe(q)} to hold "${value}"`, async () => (await this.valueOf(q)) === value);
  }

  async expectCount(q: Query, count: number): Promise<void> {
    await waitFor(`${count} × ${describe(q)}`, async () => (await this.countOf(q)) === count);
  }

  /** iOS zooms into a field whose text is under 16 px when it gets focus: no field here may be */
  async expectFieldsLargeEnough(): Promise<void> {
    const small = await this.client.evaluate<
      string[]
    >(`[...document.querySelectorAll('input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), select, textarea')]
      .filter((el) => el.getClientRects().length && parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => (el.id || el.name || el.outerHTML.slice(0, 60)) + ' ' + getComputedStyle(el).fontSize)`);
    if (small.length) throw new StepError(`fields under 16 px (iOS zooms on focus): ${small.join(', ')}`);
  }

  async evaluate<T>(expression: string): Promise<T> {
    return this.client.evaluate<T>(expression);
  }

  /** the app's storage, service workers and caches emptied, as on a phone that never opened it */
  async forgetEverything(): Promise<void> {
    await this.client.goto('/config.json'); // same origin, no app script running
    await this.client.evaluate<null>(`(async () => {
      localStorage.clear(); sessionStorage.clear();
      for (const r of (await navigator.serviceWorker?.getRegistrations?.()) ?? []) await r.unregister();
      for (const k of (await caches?.keys?.()) ?? []) await caches.delete(k);
      return null;
    })()`);
  }
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new StepError(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

export function expectTrue(condition: boolean, what: string): void {
  if (!condition) throw new StepError(what);
}
