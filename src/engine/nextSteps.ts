// The steps a screen can lead to, read from the flow: its outcomes, its buttons (and their outcomes)
// and any `to` in its props (a view's rows). What a table picks (every troubleshooting page) and the
// error page are left out: they are not where a person is likely to go next.
import { findStep } from './matchPath.ts';
import type { CompiledStep, Target } from './types.ts';

function routeOf(target: Target | undefined): string | null {
  if (typeof target === 'string') return target;
  if (target && 'to' in target && typeof target.to === 'string') return target.to;
  return null;
}

/** every string under a `to` key, however deep in the props */
function propsTargets(value: unknown, into: string[]): string[] {
  if (Array.isArray(value)) for (const v of value) propsTargets(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'to' && typeof v === 'string') into.push(v);
      else propsTargets(v, into);
    }
  return into;
}

export function nextSteps<S extends CompiledStep>(step: S, steps: readonly S[]): S[] {
  const targets = [
    ...Object.values(step.on ?? {}).map(routeOf),
    ...(step.buttons ?? []).flatMap((b) => [b.to ?? null, ...Object.values(b.on ?? {}).map(routeOf)]),
    ...propsTargets(step.props, []),
  ];
  const found = new Set<S>();
  for (const target of targets) {
    if (!target?.startsWith('/')) continue;
    const next = findStep(steps, target.split('?')[0]);
    if (next && next !== step) found.add(next);
  }
  return [...found];
}
