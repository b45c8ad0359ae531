// 'failed' names one thing: the failure a screen shows in place (src/handlers/types.ts). An outcome a
// flow maps may not take that name, or a screen could not tell a mapped outcome from a failure.
import { describe, expect, it } from 'vitest';
import { handlerOutcomes } from '../../src/handlers/catalog.ts';

describe('the failure kind', () => {
  it('is no handler’s outcome name', () => {
    const named = Object.entries(handlerOutcomes)
      .filter(([, outcomes]) => (outcomes as readonly string[]).includes('failed'))
      .map(([name]) => name);
    expect(named).toEqual([]);
  });
});
