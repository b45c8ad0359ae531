// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generationOf,
  isTwoPhase,
  normaliseSerial,
  phaseCount,
  phasesOf,
  readQr,
  validateSerial,
} from '../../src/handlers/rules';

describe('normaliseSerial and validateSerial (Y.1)', () => {
  it.each([
    { raw: ' 3p-35a 0001 ', normalised: '3P_35A_0001', error: null },
    { raw: '3p-35a-0001', normalised: '3P_35A_0001', error: null },
    { raw: '3p 35a 0001', normalised: '3P_35A_0001', error: null },
    { raw: '3P_35A_0001', normalised: '3P_35A_0001', error: null },
    { raw: '2p-100-0120', normalised: '2P_100_0120', error: null },
    { raw: '3p-35a-0001-test', normalised: '3P_35A_0001_TEST', error: null },
    { raw: '3P--35A-0001', normalised: '3P__35A_0001', error: 'format' },
    { raw: '3p-35a-0001 ', normalised: '3P_35A_0001', error: null },
    { raw: '', normalised: '', error: 'required' },
    { raw: '   ', normalised: '', error: 'required' },
  ])('normalises "$raw" to "$normalised" and reports $error', ({ raw, normalised, error }) => {
    expect(normaliseSerial(raw)).toBe(normalised);
    expect(validateSerial(normaliseSerial(raw))).toBe(error);
  });
});

describe('validateSerial on normalised serials (Y.2)', () => {
  it.each([
    ['3P_35A_0001', null],
    ['3P_35A_9999', null],
    ['2P_100_0000', null],
    ['3P_35A_0001_TEST', null],
    ['2P_100_0120_TEST', null],
    ['3P_35A_001', 'format'],
    ['3P_35A_00001', 'format'],
    ['3P_35A_ABCD', 'format'],
    ['3P35A0001', 'format'],
    ['3P__35A_0001', 'format'],
    ['3P_35A_0001_PROD', 'format'],
    ['3P_35A_0001TEST', 'format'],
    ['2P_35A_0001', 'format'],
    ['3P_100_0001', 'format'],
    ['4P_35A_0001', 'format'],
  ] as const)('judges %s as %s', (serial, error) => {
    expect(validateSerial(serial)).toBe(error);
  });
});

describe('unit type and generation (Y.3)', () => {
  it.each([
    { serial: '3P_35A_0001', twoPhase: false, phases: 3, generation: 'gen1' },
    { serial: '3P_35A_0399', twoPhase: false, phases: 3, generation: 'gen1' },
    { serial: '3P_35A_0400', twoPhase: false, phases: 3, generation: 'gen2' },
    { serial: '3P_35A_1234', twoPhase: false, phases: 3, generation: 'gen2' },
    { serial: '3P_35A_0399_TEST', twoPhase: false, phases: 3, generation: 'gen1' },
    { serial: '2P_100_0000', twoPhase: true, phases: 2, generation: 'gen1' },
    { serial: '2P_100_0119', twoPhase: true, phases: 2, generation: 'gen1' },
    { serial: '2P_100_0120', twoPhase: true, phases: 2, generation: 'gen2' },
    { serial: '2P_100_0399', twoPhase: true, phases: 2, generation: 'gen2' },
  ])('classifies $serial as $phases-phase $generation', ({ serial, twoPhase, phases, generation }) => {
    expect(isTwoPhase(serial)).toBe(twoPhase);
    expect(phaseCount(serial)).toBe(phases);
    expect(phasesOf(serial)).toHaveLength(phases);
    expect(generationOf(serial)).toBe(generation);
  });

  it('treats a serial without a numeric part as gen2', () => {
    expect(generationOf('3P_35A_ABCD')).toBe('gen2');
  });
});

describe('readQr (D-05, L-17, Z-10)', () => {
  it.each([
    ['https://example.com/commission/3P_35A_0001', '3P_35A_0001'],
    ['https://example.com/commission/3p-35a-0001/', '3P_35A_0001'],
    ['http://example.com/c/2P_100_0120_TEST', '2P_100_0120_TEST'],
    ['https://example.com/c?serial=3p-35a-0400', '3P_35A_0400'],
    ['https://example.com/c/3P%2035A%200001', '3P_35A_0001'],
    ['  https://example.com/3P_35A_0001  ', '3P_35A_0001'],
  ])('reads %s as %s', (text, serial) => {
    expect(readQr(text)).toEqual({ kind: 'serial', serial });
  });

  it.each([
    ['3P_35A_0001', 'notLink'],
    ['ftp://example.com/3P_35A_0001', 'notLink'],
    ['https://example.com/', 'notLink'],
    ['https://example.com/commission/hello', 'invalidSerial'],
    ['https://example.com/3P_35A_001', 'invalidSerial'],
  ])('rejects %s as %s', (text, kind) => {
    expect(readQr(text).kind).toBe(kind);
  });
});

describe('serial properties', () => {
  it('normalisation is idempotent and never leaves a dash or a space', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normaliseSerial(raw);
        expect(normaliseSerial(once)).toBe(once);
        expect(once).not.toMatch(/[- ]/);
      }),
    );
  });

  it('accepts every well-formed serial however it is typed', () => {
    const family = fc.constantFrom('3p-35a', '3P 35A', '2p_100', '2P-100');
    const digits = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
    fc.assert(
      fc.property(family, digits, fc.boolean(), fc.constantFrom('-', ' ', '_'), (f, d, test, sep) => {
        const raw = `  ${f}${sep}${d}${test ? `${sep}test` : ''} `;
        expect(validateSerial(normaliseSerial(raw))).toBeNull();
      }),
    );
  });

  it('decides the generation from the four-digit number and the unit type only', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 9999 }), fc.boolean(), (twoPhase, n, test) => {
        const serial = `${twoPhase ? '2P_100' : '3P_35A'}_${String(n).padStart(4, '0')}${test ? '_TEST' : ''}`;
        expect(generationOf(serial)).toBe(n < (twoPhase ? 120 : 400) ? 'gen1' : 'gen2');
      }),
    );
  });
});
