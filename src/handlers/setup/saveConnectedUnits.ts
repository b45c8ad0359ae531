// H-27, H-28: SAVE on /edit-connected-units. The screen has already checked L-27 and L-29 (the rule
// validateEnabledBoxes); here the body is built: enabledUnits is null when the enabled units did not
// change, and oldConfig is the unit's originalConfig. A failure reloads system info and stays (H-30).
import type { Connection as UnitConnection } from '../../api/types.ts';
import type { ConnectedUnitsInput } from '../inputs.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { failed, failedKey, type Handler } from '../types.ts';
import { currentSystemInfo, reloadSystemInfo } from './currentSystemInfo.ts';

export type { ConnectedUnitsInput } from '../inputs.ts';

/** [[2, 1], [1]] equals [[1, 2], [1], []]: order inside a phase and missing empty phases do not count. */
export function sameEnabledUnits(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  const norm = (list: readonly (readonly number[])[], i: number) => [...(list[i] ?? [])].sort((x, y) => x - y).join();
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => i).every((i) => norm(a, i) === norm(b, i));
}

// every group the unit holds has a type (1x3, 3x1 or the no-connection marker); an untyped one never reaches the API
const isInput = (v: ConnectedUnitsInput | undefined): v is ConnectedUnitsInput & { connections: UnitConnection[] } =>
  Array.isArray(v?.connections) && Array.isArray(v?.enabledUnits) && v.connections.every((c) => c.type !== '');

export const saveConnectedUnits: Handler<'saved', 'connectedUnits'> = async (ctx) => {
  const info = currentSystemInfo();
  if (!info || !isInput(ctx.input)) return failedKey('connectedUnits.errors.notLoaded');
  const { connections, enabledUnits } = ctx.input;
  const result = await ctx.api.updateConnectedUnits(unitInView(), {
    connections,
    enabledUnits: sameEnabledUnits(enabledUnits, info.config.enabled_units) ? null : enabledUnits,
    oldConfig: info.originalConfig,
  });
  await reloadSystemInfo(ctx); // H-30 on failure; on success the view shows what was saved
  if (!result.ok) return failed(result.message);
  return { kind: 'saved' };
};
