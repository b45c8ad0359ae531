// The flow graph as Graphviz DOT: one box per route, grouped by flow file; an arrow for every
// outcome, button and redirect that leads from one route to another; a `{ table }` target leads to
// every route of that table.
import { findRoute } from '../engine/matchPath.ts';
import { propLinks } from './propLinks.ts';
import type { CompiledFlows, Target } from '../engine/types.ts';

export function flowGraphDot(flows: CompiledFlows, tables: Readonly<Record<string, readonly string[]>>): string {
  const patterns = flows.steps.map((s) => s.path);
  const id = (path: string) => JSON.stringify(path);
  const edges = new Set<string>();
  const link = (from: string, target: string | undefined, label: string) => {
    if (target === '/error') return; // most routes can fail to /error; drawing each would bury the flow
    const to = target ? findRoute(patterns, target.split('?')[0]) : undefined;
    if (to) edges.add(`  ${id(from)} -> ${id(to)} [label=${JSON.stringify(label)}];`);
  };
  const targetRoutes = (t: Target) =>
    typeof t === 'string' ? [t] : 'error' in t ? ['/error'] : 'table' in t ? (tables[t.table] ?? []) : [t.to];
  const linkAll = (from: string, t: Target, label: string) => targetRoutes(t).forEach((to) => link(from, to, label));
  for (const step of flows.steps) {
    for (const [outcome, t] of Object.entries(step.on ?? {})) linkAll(step.path, t, outcome);
    for (const b of step.buttons ?? []) {
      link(step.path, b.to, b.text.split('.').pop() ?? '');
      for (const [outcome, t] of Object.entries(b.on ?? {})) linkAll(step.path, t, outcome);
    }
    for (const l of propLinks(step.props)) link(step.path, l.to, l.label?.split('.').pop() ?? 'link');
    if (step.fromError) link(step.path, step.fromError, 'fromError');
    if (step.loggedInRedirect) link(step.path, step.loggedInRedirect, 'logged in');
  }
  const byFile = new Map<string, string[]>();
  for (const step of flows.steps) {
    const file = step.source.split(':')[0];
    byFile.set(file, [...(byFile.get(file) ?? []), `    ${id(step.path)};`]);
  }
  const clusters = [...byFile].map(
    ([file, nodes], i) =>
      `  subgraph cluster_${i} {\n    label=${JSON.stringify(file)};\n    style=rounded; color="#94a3b8";\n${nodes.join('\n')}\n  }`,
  );
  return [
    'digraph flows {',
    '  rankdir=LR; newrank=true; fontname="Helvetica"; fontsize=12;', // newrank: clusters lay out without routing failures
    '  node [shape=box, style="rounded,filled", fillcolor="#f1f5f9", fontname="Helvetica", fontsize=10];',
    '  edge [fontname="Helvetica", fontsize=8, color="#475569"];',
    ...clusters,
    ...[...edges].sort(),
    '}',
  ].join('\n');
}
