// /edit-connected-units (H-27…H-30) as a form step: on arrival the unit's enable-for-solar boxes
// (system info, loaded again after a reload); SAVE: the boxes the form sent, checked again (L-27,
// L-29; the form's validator said it in words first), become the body: the edited names, enabledUnits
// (null when they did not change) and oldConfig, the unit's originalConfig. A failure reloads system
// info and stays (H-30).
import { unitInView } from '../../state/viewedUnit.ts';
import { boxesFromForm } from '../config/connectionBoxes.ts';
import { connectionProblem } from '../config/editConnections.ts';
import { ensureSystemInfo, type LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import type { FormStart } from '../formStart.ts';
import { validateEnabledBoxes } from '../rules/connections.ts';
import { phasesOf } from '../rules/serial.ts';
import { failedCall, failedKey } from '../types.ts';
import { currentSystemInfo, reloadSystemInfo } from './currentSystemInfo.ts';
import { connectionsFromBoxes, enabledBoxesFrom, enabledUnitsFrom } from './enabledBoxes.ts';
import { unitConnections } from './unitConnections.ts';
import { handler } from '../define.ts';

/** [[2, 1], [1]] equals [[1, 2], [1], []]: order inside a phase and missing empty phases do not count. */
export function sameEnabledUnits(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  const norm = (list: readonly (readonly number[])[], i: number) => [...(list[i] ?? [])].sort((x, y) => x - y).join();
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => i).every((i) => norm(a, i) === norm(b, i));
}

// /edit-connected-units on arrival: the enable-for-solar boxes (H-27)
export const loadConnectedUnitsEdit = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', FormStart>> => {
    const problem = await ensureSystemInfo(ctx);
    if (problem) return problem;
    return { kind: 'ready', data: { values: { groups: enabledBoxesFrom(unitInView(), currentSystemInfo()!) } } };
  },
);

// H-28; a failure reloads system info and stays (H-30)
export const saveConnectedUnits = handler({ input: 'formData', outcomes: ['saved'] }, async (ctx) => {
  const info = currentSystemInfo();
  const serial = unitInView();
  const boxes = info ? boxesFromForm(enabledBoxesFrom(serial, info), ctx.input?.groups) : null;
  if (!info || !boxes) return failedKey('connectedUnits.errors.notLoaded');
  const problem = validateEnabledBoxes(boxes.flat(), phasesOf(serial));
  if (problem) return connectionProblem(problem, 'connectedUnits');
  const before = unitConnections(info);
  // every group the unit holds has a type (1x3, 3x1 or the no-connection marker); an untyped one never reaches the API
  if (before.some((c) => c.type === '')) return failedKey('connectedUnits.errors.notLoaded');
  const enabledUnits = enabledUnitsFrom(boxes);
  const result = await ctx.api.updateConnectedUnits(serial, {
    connections: connectionsFromBoxes(boxes, before) as Parameters<
      typeof ctx.api.updateConnectedUnits
    >[1]['connections'],
    enabledUnits: sameEnabledUnits(enabledUnits, info.config.enabled_units) ? null : enabledUnits,
    oldConfig: info.originalConfig,
  });
  await reloadSystemInfo(ctx); // H-30 on failure; on success the view shows what was saved
  if (!result.ok) return failedCall(result);
  return { kind: 'saved' };
});
