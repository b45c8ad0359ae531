// `npm run bench:studio`: starts the studio on a copy of the repository and measures, in Chromium,
// (1) a keystroke in a text field, and in a support contact's field → the preview showing the new
// text (target 100 ms), and (2) Save → the checker's answer on screen (target 500 ms), 10 times each,
// typed key by key as an editor types; prints the median and worst, and the machine's load. With --screenshots it also writes docs/STUDIO.md's pictures, docs/studio-*.png: a text being
// changed, a block added and one moved, a support phone changed; each at 1280x800 and 390x844.
import { loadavg } from 'node:os';
import { chromium, type Frame, type Page } from 'playwright-core';
import { startStudio } from '../e2e/studio-support.ts';

const ROUNDS = 10;
const studio = await startStudio();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const START = studio.address('/studio/?path=/commission/error/phase-to-phase-au&lang=de&country=AU'); // with the session

/** docs/STUDIO.md's pictures: a German sentence picked on the preview and being changed. */
async function screenshots() {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(START);
    await page.frameLocator('iframe').getByText('Beim Inbetriebnahmetest').click({ timeout: 120_000 });
    await page.getByLabel('Text in de').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Der Test hat es gezeigt.');
    await page.frameLocator('iframe').getByText('Der Test hat').waitFor();
    if (width < 600) await page.getByTestId('text-key').scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/studio-${width}x${height}.png` });
    await page.close();
  }
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    // a note added at the end of the page, the sentence above moved up, both shown before saving
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(START);
    await page.frameLocator('iframe').getByText('Beim Inbetriebnahmetest').waitFor({ timeout: 120_000 });
    await page.getByRole('tab', { name: 'Screen layout' }).click();
    await page.getByTestId('body-block').nth(1).getByRole('button', { name: 'Move up' }).click();
    await page.getByLabel('Words of the new block in en').click();
    await page.keyboard.type('Note down the phase of each output before you change anything.');
    await page.getByLabel('Words of the new block in de').click();
    await page.keyboard.type('Notieren Sie die Phase jedes Ausgangs, bevor Sie etwas ändern.');
    await page.getByRole('button', { name: 'Add block' }).click();
    const added = page.frameLocator('iframe').getByText('Notieren Sie die Phase');
    await added.scrollIntoViewIfNeeded();
    if (width < 600) await page.getByLabel('Unsaved changes by file').scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/studio-layout-${width}x${height}.png` });
    await page.close();
  }
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    // the support phone typed in Contacts, links and photos, on the contact screen at once
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(studio.address('/studio/?path=/contact&lang=de&country=AU'));
    await page.frameLocator('iframe').getByText('+61 2 8000 0000').waitFor({ timeout: 120_000 });
    await page.getByRole('tab', { name: 'Contacts, links and photos' }).click();
    const phone = page.getByLabel('regions › Oceania › phone');
    await phone.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('+61 2 9999 1234');
    await page.frameLocator('iframe').getByText('+61 2 9999 1234').waitFor();
    if (width < 600) await phone.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/studio-contacts-${width}x${height}.png` });
    await page.close();
  }
}

/** From a key press in the studio page to the preview's DOM holding `typed`. */
async function keyToPreview(page: Page, frame: Frame, letter: string, typed: string): Promise<number> {
  // the watch is in place (the evaluate has returned) before the key goes: a key sent beside an
  // unawaited evaluate may reach the page first
  await frame.evaluate((text) => {
    const w = window as unknown as { __shown?: Promise<number> };
    w.__shown = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if ((document.body.textContent ?? '').includes(text)) {
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        }
      });
      observer.observe(document.body, { subtree: true, characterData: true, childList: true });
    });
  }, typed);
  const pressed = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.keyboard.press(letter);
  const shown = frame.evaluate(() => (window as unknown as { __shown: Promise<number> }).__shown);
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`the preview did not show "${typed}" within 20 s of the key`)), 20_000),
  );
  return (await Promise.race([shown, late])) - pressed;
}

/** The support phone typed key by key on the contact screen (the preview draws it afresh each time). */
async function contactKeystrokes(): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(studio.address('/studio/?path=/contact&lang=en&country=AU'));
  await page.frameLocator('iframe').getByText('+61 2 8000 0000').waitFor({ timeout: 120_000 });
  await page.getByRole('tab', { name: 'Contacts, links and photos' }).click();
  const frame = page.frames().find((f) => f.url().includes('/gallery.html'))!;
  await page.getByLabel('regions › Oceania › phone').click();
  await page.keyboard.press('End');
  let typed = '+61 2 8000 0000';
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const digit = String(i % 10);
    typed += digit;
    times.push(await keyToPreview(page, frame, digit, typed));
  }
  await page.close();
  return times;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
try {
  console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
  if (process.argv.includes('--screenshots')) await screenshots();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(60_000); // a wait that never ends names its step (the library's default is none)
  await page.goto(START);
  const preview = page.frameLocator('iframe');
  await preview.getByText('Beim Inbetriebnahmetest').click({ timeout: 120_000 });
  const field = page.getByLabel('Text in de');
  await field.waitFor();
  const frame = page.frames().find((f) => f.url().includes('/gallery.html'))!;

  const keystroke: number[] = [];
  await field.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Q');
  let typed = 'Q';
  for (let i = 0; i < ROUNDS; i++) {
    const letter = String.fromCharCode(97 + i);
    typed += letter;
    keystroke.push(await keyToPreview(page, frame, letter, typed));
  }
  /** Save → the answer on screen; `pause`: after the live check (a pause in typing) has answered. */
  async function saves(pause: boolean, from: number) {
    const total: number[] = [];
    const server: number[] = []; // of which the server's apply, check and write
    for (let i = 0; i < ROUNDS; i++) {
      // only awaited after a pause: a Save straight after a key may go before any live check
      const checked = pause ? page.waitForResponse((r) => r.url().endsWith('/__studio/api/check')) : null;
      // the caret is still in the field; a word of its own each time, so the text never grows one word
      // wider than the phone (which the studio flags, and refuses to save without a reason)
      await page.keyboard.type(` ${String.fromCharCode(from + i)}`);
      await page.getByText('1 unsaved change', { exact: true }).waitFor();
      if (pause) await checked;
      // in the page, as for a keystroke: from Ctrl+S to the answer's words in the status line
      // (Playwright's own round trips to the browser are not the editor's wait). The watch is in place
      // (the evaluate returned) before Ctrl+S goes, and waits for the status line to leave the last
      // round's words ("Checking…") and come back with this save's answer; the whole page is watched, as
      // the status line may be drawn anew. No named functions inside: tsx would wrap them in a helper
      // the page does not have.
      await page.evaluate(() => {
        const w = window as unknown as { __saved?: Promise<number> };
        w.__saved = new Promise<number>((resolve, reject) => {
          let pressed = 0;
          let left = false;
          window.addEventListener('keydown', () => (pressed = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (!pressed) return;
            const said = document.querySelector('output[role="status"]')?.textContent ?? '';
            if (!/saved|refused|problem/i.test(said)) left = true;
            else if (left) {
              observer.disconnect();
              resolve(performance.now() - pressed);
            }
          });
          observer.observe(document.body, { subtree: true, characterData: true, childList: true });
          setTimeout(
            () =>
              reject(
                new Error(
                  `no answer in the status line within 30 s of Ctrl+S: "${document.querySelector('output[role="status"]')?.textContent}"`,
                ),
              ),
            30_000,
          );
        });
      });
      const answer = page.waitForResponse((r) => r.url().endsWith('/__studio/api/save'));
      await page.keyboard.press('Control+S'); // the caret stays in the field, as when an editor saves and types on
      server.push(((await (await answer).json()) as { ms: number }).ms);
      total.push(await page.evaluate(() => (window as unknown as { __saved: Promise<number> }).__saved));
      const said = (await page.locator('output[role="status"]').textContent()) ?? '';
      if (!said.startsWith('Checked and saved')) throw new Error(`the studio did not save: "${said}"`);
      await page.getByText('0 unsaved changes', { exact: true }).waitFor(); // the saved text is what the next change starts from
    }
    return { total, server };
  }
  const straight = await saves(false, 65);
  const paused = await saves(true, 97);
  await page.close();
  const contact = await contactKeystrokes();
  const line = (name: string, ms: number[], target: number) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return `${name}: median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, worst ${Math.round(sorted.at(-1)!)} ms over ${ms.length} (target ${target} ms)`;
  };
  console.log(line('keystroke → preview', keystroke, 100));
  console.log(line('keystroke in a support phone → contact screen', contact, 100));
  console.log(line('Save right after a keystroke → checker answer', straight.total, 500));
  console.log(line('  of which on the server (apply, check, write)', straight.server, 500));
  console.log(line('Save after a pause in typing (live check answered) → answer', paused.total, 500));
  console.log(line('  of which on the server', paused.server, 500));
  console.log(`load average (1, 5, 15 min) at the end: ${load()}`);
} finally {
  await browser.close();
  await studio.stop();
}
