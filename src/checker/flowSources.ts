// The flow files of a checkout, read as text: the checker and the build both start here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FlowSource } from './compileFlows.ts';

/** Files of flows/ that are flow files (the troubleshooting decision table is data, read separately). */
const DATA_FILES = new Set(['troubleshooting-table.yaml']);

export function readFlowSources(root: string): FlowSource[] {
  const dir = join(root, 'flows');
  return (
    existsSync(dir)
      ? readdirSync(dir)
          .filter((n) => n.endsWith('.yaml'))
          .sort()
      : []
  )
    .filter((name) => !DATA_FILES.has(name))
    .map((name) => ({ file: relative(root, join(dir, name)), text: readFileSync(join(dir, name), 'utf8') }));
}
