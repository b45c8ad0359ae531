// The edge walk: every `to:` button of every route of the compiled flows, pressed in the whole app
// (real client, in-process simulator), leads where the flow says. A route is opened as its guards
// want it: logged in with the step's role, a job holding a unit of the installer's and an address,
// and, where the step or the button's target requires it, a run of that unit that passed. A button shown only while a
// condition holds is pressed where it holds (fromFleet: arriving from the fleet list; whenFailed:
// after the step's handler failed, the simulator answering its call with a 503; a progress step's
// phase body: while the unit searched for is offline).
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import flows from 'virtual:flows';
import { describe, expect, it } from 'vitest';
import type { Button, CompiledStep } from '../../src/engine/types.ts';
import { fillPath, findStep, stripQuery } from '../../src/engine/matchPath.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { run } from '../../src/state/run.ts';
import { INSTALLER, JOB_ADDRESS } from '../support/jobAt.ts';
import { renderRoute, type RenderedRoute } from '../support/renderRoute.tsx';
import { simPost } from '../support/simulatorClient.ts';

const SERIAL = '3P_35A_1009'; // a unit of the installer's (simulator/model.ts)
const PROVIDER = 'provider@example.com';
const QUERY_FOR: Record<string, string> = { fromFleet: '?from=view-fleet' };
/** Routes whose button shows only for a unit the simulator answers in a certain way. */
const SERIAL_FOR: Record<string, string> = { '/commission/5': '3P_35A_0006' }; // offline (406): the Wi-Fi steps and a way back

const edges = flows.steps.flatMap((step) =>
  (step.buttons ?? []).filter((b): b is Button & { to: string } => Boolean(b.to)).map((button) => ({ step, button })),
);

/** Opens `step` as its guards and the button's condition want it. */
async function open(step: CompiledStep, button: Button) {
  const loggedOut = step.requires.length === 0;
  const shown = await renderRoute('/welcome', loggedOut ? {} : { as: step.role === 'Provider' ? PROVIDER : INSTALLER });
  Object.assign(project, emptyProject(), {
    serialNumber: SERIAL_FOR[step.path] ?? SERIAL,
    address: { ...JOB_ADDRESS },
  });
  const target = findStep(flows.steps, stripQuery(button.to ?? ''));
  if ([step, target].some((s) => s?.requires.includes('runPassed')))
    Object.assign(run, { serial: SERIAL, step: 'done', commissionStatus: 'success' });
  shown.navigate(`${fillPath(step.path, { index: '1' })}${button.when ? (QUERY_FOR[button.when] ?? '') : ''}`);
  return shown;
}

/** The step's handler fails: its calls answer 503, and the step is submitted as a user would. */
async function failTheStep(shown: RenderedRoute, step: CompiledStep) {
  const fault = { path: step.path.replace(/^\//, ''), status: 503, times: 5 };
  const res = await simPost(shown.sim, '/__sim/faults', fault);
  expect(res.status).toBe(200);
  if (step.screen !== 'form')
    throw new Error(`${step.path}: a whenFailed button on a ${step.screen} step: say here how its handler is run`);
  const submit = await screen.findByRole('button', { name: i18next.t(step.props?.submitText ?? 'common.next') });
  // a form that sends only what the user chose (the NPS score): a score is picked first
  if (screen.queryByRole('slider')) await shown.user.click(screen.getByRole('button', { name: '7' }));
  await shown.user.click(submit);
  // a form that asks before sending (the NPS without a comment): yes, send
  if (step.props?.confirm)
    await shown.user.click(await screen.findByRole('button', { name: i18next.t(step.props.confirm.yesText) }));
}

describe('the edge walk: every `to:` button of every route', () => {
  it('covers every route that has one', () => {
    expect(new Set(edges.map((e) => e.step.path)).size).toBe(
      flows.steps.filter((s) => s.buttons?.some((b) => b.to)).length,
    );
    expect(edges.length).toBeGreaterThan(100);
  });

  it.each(edges.map((e) => [`${e.step.path} → ${e.button.to} (${e.button.text})`, e] as const))(
    '%s',
    async (_name, { step, button }) => {
      const shown = await open(step, button);
      if (button.whenFailed) await failTheStep(shown, step);
      const words = i18next.t(button.text);
      const control = await screen.findByRole(button.href ? 'link' : 'button', { name: words });
      const before = shown.history.length;
      await shown.user.click(control);
      if (button.intro) {
        // the intro is read one page after another before the button acts (C-01)
        for (let i = 0; i < button.intro.length; i++) {
          const last = i === button.intro.length - 1;
          await shown.user.click(
            await screen.findByRole('button', { name: i18next.t(last ? 'common.introDone' : 'common.next') }),
          );
        }
      }
      await waitFor(() => expect(shown.history.slice(before).map(stripQuery)).toContain(stripQuery(button.to)));
    },
  );
});
