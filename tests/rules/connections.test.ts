// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_WIRE,
  NO_CONNECTION,
  type PhaseBox,
  connectionLabel,
  connectionTypeOf,
  deriveConnectionKind,
  displayConnectionName,
  isNoConnectionAllowed,
  kindFromWire,
  noConnection,
  validateConnectedBoxes,
  validateEnabledBoxes,
} from '../../src/handlers/rules';

const E = '';

describe('connection type derivation (E-18, Y.8)', () => {
  it.each([
    { L1: E, L2: E, L3: E, kind: 'NONE', wire: 'n/a' },
    { L1: NO_CONNECTION, L2: NO_CONNECTION, L3: NO_CONNECTION, kind: 'NONE', wire: 'n/a' },
    { L1: 'Unit 1', L2: 'Unit 1', L3: 'Unit 1', kind: 'ONE_TRIPLE', wire: '1x3' },
    { L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3', kind: 'THREE_SINGLE', wire: '3x1' },
    { L1: 'Unit 1', L2: 'Unit 1', L3: 'Unit 2', kind: 'THREE_SINGLE', wire: '3x1' },
    { L1: 'Unit 1', L2: E, L3: E, kind: 'THREE_SINGLE', wire: '3x1' },
    { L1: 'Unit 1', L2: 'Unit 1', L3: E, kind: 'THREE_SINGLE', wire: '3x1' },
    { L1: 'unit 1', L2: 'Unit 1', L3: 'Unit 1', kind: 'THREE_SINGLE', wire: '3x1' },
  ] as const)('derives [$L1|$L2|$L3] as $kind ($wire) on a three-phase unit', ({ L1, L2, L3, kind, wire }) => {
    expect(deriveConnectionKind({ L1, L2, L3 })).toBe(kind);
    expect(connectionTypeOf({ type: '', L1, L2, L3 }, '3P_35A_0400')).toBe(wire);
  });

  it('uses L1 and L2 only on two-phase units (Z-35)', () => {
    expect(deriveConnectionKind({ L1: 'Unit 1', L2: 'Unit 1', L3: NO_CONNECTION }, { twoPhase: true })).toBe(
      'ONE_TRIPLE',
    );
    expect(connectionTypeOf({ type: '', L1: 'A', L2: 'B', L3: NO_CONNECTION }, '2P_100_0200')).toBe('3x1');
    expect(connectionTypeOf({ type: '', L1: NO_CONNECTION, L2: '', L3: 'x' }, '2P_100_0200')).toBe('n/a');
  });

  it('lets the type chosen on /commission/12 win over the names (Z-36)', () => {
    expect(deriveConnectionKind({ L1: 'Flat', L2: 'Flat', L3: 'Flat' }, { chosen: 'THREE_SINGLE' })).toBe(
      'THREE_SINGLE',
    );
    expect(connectionTypeOf({ type: '3x1', L1: 'Flat', L2: 'Flat', L3: 'Flat' }, '3P_35A_0400')).toBe('3x1');
  });

  it('maps the semantic names to wire values in one place (Z-06)', () => {
    expect(CONNECTION_WIRE).toEqual({ NONE: 'n/a', ONE_TRIPLE: '1x3', THREE_SINGLE: '3x1' });
    expect(kindFromWire('1x3')).toBe('ONE_TRIPLE');
    expect(kindFromWire('other')).toBeUndefined();
    expect(noConnection()).toEqual({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' });
  });

  it.each([
    [0, false],
    [1, true],
    [4, true],
  ])('offers No Connection on group %i: %s (Z-05)', (index, allowed) => {
    expect(isNoConnectionAllowed(index)).toBe(allowed);
  });

  it('derives NONE exactly when every phase is empty, ONE_TRIPLE exactly when all equal and non-empty', () => {
    const value = fc.constantFrom('', ' ', NO_CONNECTION, 'Unit 1', 'Unit 2', 'unit 1');
    fc.assert(
      fc.property(value, value, value, (L1, L2, L3) => {
        const kind = deriveConnectionKind({ L1, L2, L3 });
        const norm = [L1, L2, L3].map((v) => (v.trim() === '' || v === NO_CONNECTION ? '' : v));
        const allEqual = norm.every((v) => v === norm[0]);
        expect(kind === 'NONE').toBe(allEqual && norm[0] === '');
        expect(kind === 'ONE_TRIPLE').toBe(allEqual && norm[0] !== '');
      }),
    );
  });
});

describe('connection labels (N-14, N-15, Y.16a)', () => {
  it.each([
    ['3P_35A_0001', 'L1', 0, 'R1'],
    ['3P_35A_0001', 'L2', 0, 'W1'],
    ['3P_35A_0399', 'L3', 4, 'B5'],
    ['2P_100_0200', 'L1', 0, 'L1'],
    ['2P_100_0001', 'L2', 3, 'L2'],
    ['3P_35A_0400', 'L1', 0, 'L1-1'],
    ['3P_35A_0400', 'L3', 1, 'L3-2'],
  ] as const)('labels %s phase %s in group %i as %s', (serial, phase, index, label) => {
    expect(connectionLabel(serial, phase, index)).toBe(label);
  });

  it.each([
    ['R2', 'L1-2'],
    ['W1', 'L2-1'],
    ['B5', 'L3-5'],
    ['R', 'L1'],
    ['L1-2', 'L1-2'],
    ['X9', 'X9'],
  ])('shows internal name %s as %s', (internal, shown) => {
    expect(displayConnectionName(internal)).toBe(shown);
  });
});

function box(phase: 'L1' | 'L2' | 'L3', label: string, name: string, ticked: boolean): PhaseBox {
  return { phase, label, name, ticked };
}

describe('Connected-tick group (L-26, L-28, Z-31, Z-47)', () => {
  it('passes when every ticked box has a name and every phase has a connected unit', () => {
    const boxes = [
      box('L1', 'L1-1', 'A', true),
      box('L2', 'L2-1', 'B', true),
      box('L3', 'L3-1', 'C', true),
      box('L1', 'L1-2', '', false),
    ];
    expect(validateConnectedBoxes(boxes, ['L1', 'L2', 'L3'])).toBeNull();
  });

  it('names the ticked boxes without a name, in phase order', () => {
    const boxes = [
      box('L3', 'L3-2', '', true),
      box('L1', 'L1-2', ' ', true),
      box('L2', 'L2-2', '', false),
      box('L2', 'L2-1', 'B', true),
    ];
    expect(validateConnectedBoxes(boxes, ['L1', 'L2', 'L3'])).toEqual({ kind: 'emptyNames', labels: ['L1-2', 'L3-2'] });
  });

  it('requires at least one connected unit on each phase', () => {
    const boxes = [box('L1', 'L1-1', 'A', true), box('L2', 'L2-1', 'B', false), box('L3', 'L3-1', 'C', true)];
    expect(validateConnectedBoxes(boxes, ['L1', 'L2', 'L3'])).toEqual({ kind: 'noneOnPhase', phases: ['L2'] });
  });

  it('checks only L1 and L2 on a two-phase unit', () => {
    const boxes = [box('L1', 'L1', 'A', true), box('L2', 'L2', 'B', true)];
    expect(validateConnectedBoxes(boxes, ['L1', 'L2'])).toBeNull();
  });
});

describe('enable-for-solar group (L-27, L-29)', () => {
  it('names every shown box without a name, ticked or not', () => {
    const boxes = [box('L1', 'L1-1', '', false), box('L2', 'L2-1', 'B', true), box('L3', 'L3-1', 'C', true)];
    expect(validateEnabledBoxes(boxes, ['L1', 'L2', 'L3'])).toEqual({ kind: 'emptyNames', labels: ['L1-1'] });
  });

  it('requires at least one enabled unit on each phase and skips no-connection phases', () => {
    const boxes = [
      box('L1', 'L1-1', 'A', true),
      box('L2', 'L2-1', 'B', true),
      box('L3', 'L3-1', 'C', false),
      box('L3', 'L3-2', NO_CONNECTION, true),
    ];
    expect(validateEnabledBoxes(boxes, ['L1', 'L2', 'L3'])).toEqual({ kind: 'noneOnPhase', phases: ['L3'] });
  });

  it('passes when every phase has an enabled, named unit', () => {
    const boxes = [box('L1', 'L1-1', 'A', true), box('L2', 'L2-1', 'B', true), box('L3', 'L3-1', 'C', true)];
    expect(validateEnabledBoxes(boxes, ['L1', 'L2', 'L3'])).toBeNull();
  });
});
