// @vitest-environment node
// What following a target means (resolveTarget in src/app/useFlowActions.ts), in particular a table target: the
// outcome's `page` (taken from the table by the handler), replacing the page that led there (Z-23).
import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../../src/app/useFlowActions.ts';

describe('resolveTarget', () => {
  it.each([
    [
      'a route with the outcome params filled in',
      '/commission/12/:index',
      { index: 3 },
      { kind: 'route', path: '/commission/12/3' },
    ],
    [
      'a notice on a route',
      { notice: 'forms.saved', to: '/commission/11' },
      {},
      { kind: 'route', path: '/commission/11', notice: 'forms.saved' },
    ],
    ['the error page', { error: 'lookup.forbidden' }, {}, { kind: 'error', key: 'lookup.forbidden', tryAgain: false }],
    [
      'a table: the page the handler picked, in place of this one',
      { table: 'troubleshooting' },
      { page: '/commission/error/reversed-ct-au/1' },
      { kind: 'route', path: '/commission/error/reversed-ct-au/1', replace: true },
    ],
  ] as const)('%s', (_, target, outcomeParams, resolved) => {
    expect(resolveTarget(target, {}, outcomeParams)).toEqual(resolved);
  });

  it('refuses a table target without a page (the handler and the flow disagree)', () => {
    expect(() => resolveTarget({ table: 'troubleshooting' }, { index: '1' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: an outcome led to table 'troubleshooting' without a 'page' param]`,
    );
  });
});
