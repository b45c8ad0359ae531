// What following a target means, without doing it: the React layer navigates or shows the message.
import { fillPath } from './matchPath.ts';
import type { Target } from './types.ts';

export type Resolved =
  | { kind: 'route'; path: string; notice?: string; replace?: boolean; back?: boolean }
  | { kind: 'error'; key: string; tryAgain: boolean }
  | { kind: 'notice'; key: string };

/** Outcome params win over the current route's params: /commission/12/:index with {index: 3}. */
export function resolveTarget(
  target: Target,
  routeParams: Record<string, string>,
  outcomeParams: Record<string, string | number> = {},
): Resolved {
  const params = { ...routeParams, ...outcomeParams };
  if (typeof target === 'string') return { kind: 'route', path: fillPath(target, params) };
  if ('table' in target) {
    // the handler took the page from the table; the checker knows the table's routes, not the page
    const page = outcomeParams.page;
    if (typeof page !== 'string' || !page.startsWith('/'))
      throw new Error(`an outcome led to table '${target.table}' without a 'page' param`);
    return { kind: 'route', path: page, replace: true };
  }
  if ('error' in target) return { kind: 'error', key: target.error, tryAgain: target.tryAgain ?? false };
  if (target.to) return { kind: 'route', path: fillPath(target.to, params), notice: target.notice, back: target.back };
  return { kind: 'notice', key: target.notice };
}
