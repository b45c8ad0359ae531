// Reads the editable content from disk (Node only) and checks it (checks/checkContent.ts).
// Used by the Vite plugin and by `npm run check:content`; the browser gets the compiled result.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkContent, type ContentCheck } from './checks/checkContent.ts';
import { TABLE_FILE } from './checks/troubleshootingTable.ts';
import type { Registry } from './types.ts';

/** { a: { b: 'x' } } → Set{'a.b'} */
export function flattenKeys(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      for (const k of flattenKeys(value as Record<string, unknown>, full)) keys.add(k);
    else keys.add(full);
  }
  return keys;
}

export function readTroubleshootingTable(root: string): unknown {
  const file = join(root, TABLE_FILE);
  return existsSync(file) ? parse(readFileSync(file, 'utf8')) : { rows: [{ default: true, go: 'default' }] };
}

/** Flows, locales and every other content check (src/checker/checks/checkContent.ts). */
export function compileContent(root: string, code: Omit<Registry, 'forms'>): ContentCheck {
  return checkContent(root, code);
}
