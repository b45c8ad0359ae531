// E-13…E-17, Z-05, Z-35, Z-36: one connection group from /commission/12, /13 or /14. The chosen type
// is stored explicitly (Z-36); two-phase units keep the no-connection marker in L3 (Z-35). After
// group index i: i < 4 → next (/commission/12/i+1), else review (/commission/15) (E-16).
import {
  CONNECTION_GROUPS,
  CONNECTION_WIRE,
  isNoConnectionAllowed,
  NO_CONNECTION,
  noConnection,
} from '../rules/connections.ts';
import { isTwoPhase } from '../rules/serial.ts';
import { project, type Connection } from '../../state/project.ts';
import type { ConnectionChoice } from '../inputs.ts';
import { failedKey, type Outcome } from '../types.ts';
import { uploadInBackground } from './configUploads.ts';
import { handler } from '../define.ts';

export type { ConnectionChoice } from '../inputs.ts';

/** '0'…'4' → 0…4; anything else → null (the screens show "not found"). */
export function groupIndex(raw: string | undefined): number | null {
  if (raw === undefined || !/^[0-4]$/.test(raw)) return null;
  return Number(raw);
}

/** The stored group, or null when a required name is missing (L-25). */
export function connectionFor(choice: ConnectionChoice, serial: string): Connection | null {
  const twoPhase = isTwoPhase(serial);
  if (choice.kind === 'NONE') return noConnection() as Connection;
  if (choice.kind === 'ONE_TRIPLE') {
    const name = choice.name.trim();
    if (name === '') return null;
    return { type: CONNECTION_WIRE.ONE_TRIPLE, L1: name, L2: name, L3: twoPhase ? NO_CONNECTION : name };
  }
  const pick = (v: string | undefined) => (v ?? '').trim();
  const [L1, L2, L3] = [pick(choice.names.L1), pick(choice.names.L2), twoPhase ? NO_CONNECTION : pick(choice.names.L3)];
  if (L1 === '' || L2 === '' || L3 === '') return null;
  return { type: CONNECTION_WIRE.THREE_SINGLE, L1, L2, L3 };
}

// E-16: next group, or the review after group 4
export const saveConnection = handler(
  { input: 'connectionChoice', outcomes: ['next', 'review'] },
  async ({ api, config, params, input: choice }): Promise<Outcome<'next' | 'review'>> => {
    const index = groupIndex(params.index);
    if (index === null || !choice) return failedKey('connections.notFound');
    if (choice.kind === 'NONE' && !isNoConnectionAllowed(index)) return failedKey('connections.errors.noneAtFirst');
    const connection = connectionFor(choice, project.serialNumber);
    if (!connection) return failedKey('connections.errors.required');
    project.connections[index] = connection;
    uploadInBackground(api, 'connections', config.timing.connectionUploadDebounceMs); // E-19
    return index < CONNECTION_GROUPS - 1 ? { kind: 'next', params: { index: index + 1 } } : { kind: 'review' };
  },
);

const CHOSEN_KIND: Readonly<Record<string, 'three' | 'single'>> = { three: 'three', single: 'single' };

// E-13, E-14; No Connection stored at once (E-16)
/**
 * /commission/12/:index (E-13, E-14): a unit on all phases → `three` (names on /commission/14), one
 * per phase → `single` (/commission/13); `none` is stored at once like the name screens store theirs (E-16).
 */
export const chooseConnectionType = handler(
  { input: 'choice', outcomes: ['three', 'single', 'next', 'review'] },
  async (ctx): Promise<Outcome<'three' | 'single' | 'next' | 'review'>> => {
    const choice = ctx.input?.choice ?? '';
    if (groupIndex(ctx.params.index) === null) return failedKey('connections.notFound');
    if (choice === 'none') return saveConnection({ ...ctx, input: { kind: 'NONE' } });
    const kind = Object.hasOwn(CHOSEN_KIND, choice) ? CHOSEN_KIND[choice] : undefined;
    return kind ? { kind } : failedKey('connections.errors.chooseType');
  },
);
