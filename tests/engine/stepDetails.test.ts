// The app ships the route table and fetches what the steps behind a login show when one opens
// (src/engine/stepDetails.ts): nothing may be lost on the way, and public steps must be whole at once.
import flows from 'virtual:flows';
import routes from 'virtual:flow-routes';
import { describe, expect, it } from 'vitest';
import { loadStepDetails, stepDetailsLoaded } from '../../src/app/loadStepDetails.ts';
import { DETAIL_KEYS, isWhole, shipsWhole, splitFlows } from '../../src/engine/stepDetails.ts';
import { wordPartsOf } from '../../src/engine/wordsRule.ts';

const full = structuredClone(flows); // the app's loader completes route tables in place

describe('step details', () => {
  it('the route table keeps every route, every public step whole and only the guards and loads of the others', () => {
    expect(routes.steps.map((s) => s.path)).toEqual(full.steps.map((s) => s.path));
    expect(routes.guards).toEqual(full.guards);
    expect(routes.drawer).toEqual(full.drawer);
    for (const [i, step] of routes.steps.entries()) {
      if (shipsWhole(full.steps[i])) expect(step, step.path).toEqual(full.steps[i]);
      else for (const key of DETAIL_KEYS) expect(step, `${step.path} ${key}`).not.toHaveProperty(key);
    }
    expect(routes.steps.filter((s) => !shipsWhole(s)).length, 'most steps are behind a login').toBeGreaterThan(
      routes.steps.length / 2,
    );
    expect(shipsWhole(full.steps.find((s) => s.path === '/')!)).toBe(true);
    expect(shipsWhole(full.steps.find((s) => s.path === '/commission/specifications')!)).toBe(false);
  });

  it('a step whose texts name a separate word group stays whole, so each route waits for the same words on the route table', () => {
    const named = { ...full.steps.find((s) => s.path === '/commission/11')!, body: ['troubleshooting.common.next'] };
    expect(splitFlows({ ...full, steps: [named] }).routes.steps[0]).toEqual(named);
    for (const [i, step] of routes.steps.entries())
      expect(wordPartsOf(step), step.path).toEqual(wordPartsOf(full.steps[i]));
  });

  it('once the details arrive every step of the route table is the step the flows define', async () => {
    const table = structuredClone(routes);
    expect(stepDetailsLoaded(table)).toBe(false);
    const specifications = table.steps.find((s) => s.path === '/commission/specifications')!;
    const landing = table.steps.find((s) => s.path === '/')!;
    expect(isWhole(landing), 'a public step ships whole').toBe(true);
    expect(isWhole(specifications), 'a step behind a login is not whole before its details').toBe(false);
    await loadStepDetails(table);
    expect(isWhole(specifications), 'and is once they arrive').toBe(true);
    expect(stepDetailsLoaded(table)).toBe(true);
    expect(table).toEqual(full);
  });

  it('whole flows (tests, tools) stay as they are when the details arrive', async () => {
    const whole = structuredClone(full);
    const on = whole.steps.find((s) => s.on)!.on;
    await loadStepDetails(whole);
    expect(whole).toEqual(full);
    expect(whole.steps.find((s) => s.on)!.on).toBe(on);
  });
});
