// Numbered pages of one guide ("Step 2 of 5"): routes that share a title key and a screen kind and
// whose paths are <prefix>/1 … <prefix>/N (N ≥ 2). The engine numbers them, so no language types
// the numbers and an inserted step renumbers every page by itself (F-13).
import type { FlowStep } from '../engine/types.ts';

export interface SeriesPosition {
  n: number;
  total: number;
}

export function stepSeries(steps: readonly FlowStep[]): Map<string, SeriesPosition> {
  const groups = new Map<string, { path: string; n: number }[]>();
  for (const step of steps) {
    const m = /^(.*)\/(\d+)$/.exec(step.path);
    if (!m || !step.title) continue;
    const group = `${m[1]}|${step.title}|${step.screen}`;
    groups.set(group, [...(groups.get(group) ?? []), { path: step.path, n: Number(m[2]) }]);
  }
  const positions = new Map<string, SeriesPosition>();
  for (const members of groups.values()) {
    const numbers = members.map((m) => m.n).sort((a, b) => a - b);
    if (members.length < 2 || numbers.some((n, i) => n !== i + 1)) continue; // not 1…N: not a series
    for (const m of members) positions.set(m.path, { n: m.n, total: members.length });
  }
  return positions;
}
