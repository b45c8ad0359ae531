// The report on a German phone: its table headings keep each word whole ("Anschluss", "Solaranteil"),
// where breaking anywhere let the table squeeze a column to "Ansc/hlus/s". The width audit of other
// tests sees text that overflows; a word broken inside its own cell overflows nothing.
import type { Page } from '@playwright/test';
import { completeProject, finishedRun, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

const SERIAL = '3P_35A_5601'; // ready; nothing here reaches the simulator's records

/** each heading cell's words that are wider than the cell's text box, so broken inside */
async function brokenWords(page: Page): Promise<string[]> {
  return page.locator('[data-testid="report"] th').evaluateAll((cells) => {
    const ruler = document.createElement('span');
    ruler.style.whiteSpace = 'nowrap';
    ruler.style.position = 'absolute';
    ruler.style.visibility = 'hidden';
    const broken: string[] = [];
    for (const cell of cells as HTMLElement[]) {
      const style = getComputedStyle(cell);
      const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const leaves = [...cell.querySelectorAll<HTMLElement>('*')].filter((e) => e.children.length === 0);
      for (const part of leaves.length > 0 ? leaves : [cell]) {
        const words = (part.textContent ?? '').split(/[\s\u00ad]+/).filter(Boolean); // a soft hyphen may break
        ruler.style.font = getComputedStyle(part).font;
        part.appendChild(ruler);
        for (const word of words) {
          ruler.textContent = word;
          if (ruler.getBoundingClientRect().width > room + 0.5) broken.push(`"${word}" in ${room.toFixed(0)} px`);
        }
        ruler.remove();
      }
    }
    return broken;
  });
}

test.describe('a German phone', () => {
  test.use({ locale: 'de-DE' });

  test('the report table headings keep every word whole', async ({ page }) => {
    await seedState(page, { project: completeProject(SERIAL, 'AU'), run: finishedRun(SERIAL, 'AU', 'success') });
    await page.goto('/commissioning-report');
    await expect(page.getByTestId('report')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Anschluss' }).first()).toBeVisible();
    expect(await brokenWords(page)).toEqual([]);
    const table = await page.getByTestId('report-connections').locator('table').boundingBox();
    const card = await page.getByTestId('report-connections').boundingBox();
    expect(table && card && table.x + table.width <= card.x + card.width, 'the table stays inside its card').toBe(true);
  });
});
