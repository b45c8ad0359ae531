// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  FAILURE_CODES,
  failureMessageKeys,
  messageContext,
  sortMessagesAlphabetically,
} from '../../src/handlers/rules';

describe('failure message keys (E-65…E-70, N-10)', () => {
  it.each([
    ['au', 'au'],
    ['uk', 'uk'],
    ['us', 'us'],
    ['other', 'au'],
  ] as const)('uses the %s group with context %s', (group, context) => {
    expect(failureMessageKeys([{ errorcode: 'reverse' }], group)).toEqual([
      { key: 'failure.reverse', code: 'reverse', context },
    ]);
    expect(messageContext(group)).toBe(context);
  });

  it("gives one message per log entry, in log order, without de-duplication (Z-39), an early unit's R1 named L1-1 (N-15)", () => {
    const logs = [
      { errorcode: 'novoltage', con_name: 'R1' },
      { errorcode: 'novoltage', con_name: 'W2' },
      { errorcode: 'swapped', con_name: 'R1', other_con: 'B1' },
      { errorcode: 'reversed' },
      { errorcode: 'mystery' },
      { errorcode: '' },
    ];
    expect(failureMessageKeys(logs, 'uk')).toEqual([
      { key: 'failure.novoltage', code: 'novoltage', context: 'uk', conName: 'L1-1' },
      { key: 'failure.novoltage', code: 'novoltage', context: 'uk', conName: 'L2-2' },
      { key: 'failure.swapped', code: 'swapped', context: 'uk', conName: 'L1-1', otherCon: 'L3-1' },
      { key: 'failure.reverse', code: 'reverse', context: 'uk' },
      { key: 'failure.unrecognised', code: 'mystery', context: 'uk' },
    ]);
  });

  it("knows exactly the contract's twelve reason codes (E-66)", () => {
    const contract = parse(readFileSync('src/api/openapi.yaml', 'utf8')) as {
      components: { schemas: { FailureCode: { enum: string[] } } };
    };
    expect(FAILURE_CODES).toEqual(contract.components.schemas.FailureCode.enum);
    expect(FAILURE_CODES).toHaveLength(12);
    expect(failureMessageKeys(null, 'au')).toEqual([]);
  });
});

describe('alphabetical sorting (Z-39, Y.16j)', () => {
  const logOrder = [
    'Timed out attempting to get status of commissioning',
    'CT is reading negative, reverse polarity',
    'Config update failed. Please check the input',
  ];

  it('sorts case-insensitively, unlike code-point order', () => {
    expect(sortMessagesAlphabetically(logOrder)).toEqual([
      'Config update failed. Please check the input',
      'CT is reading negative, reverse polarity',
      'Timed out attempting to get status of commissioning',
    ]);
    expect([...logOrder].sort()[0]).toBe('CT is reading negative, reverse polarity');
  });

  it('keeps duplicates and leaves the input untouched', () => {
    const texts = ['b', 'A', 'b'];
    expect(sortMessagesAlphabetically(texts)).toEqual(['A', 'b', 'b']);
    expect(texts).toEqual(['b', 'A', 'b']);
  });
});
