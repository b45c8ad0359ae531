import { describe, expect, it } from 'vitest';
import { returnPath } from '../../src/handlers/rules/returnPath.ts';

describe('the way back after feedback follows only an in-app path (J-08)', () => {
  it.each([
    ['/commission/12/2', '/commission/12/2'],
    ['/welcome', '/welcome'],
    ['//evil.example/x', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/feedback/1', null],
    ['', null],
    [null, null],
  ])('%s → %s', (from, expected) => expect(returnPath(from)).toBe(expected));
});
