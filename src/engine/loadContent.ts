// Reads the editable content from disk (Node only): flow files, locale files and form schemas.
// Used by the Vite plugin and by `npm run check:content`; the browser gets the compiled result.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkContent, type ContentCheck } from './checks/checkContent.ts';
import { TABLE_FILE } from './checks/troubleshootingTable.ts';
import type { Registry } from './types.ts';

export type LocaleResources = Record<string, { translation: Record<string, unknown> }>;

export { readFlowSources } from './flowSources.ts';

/** locales/<lang>/<namespace>.json → { <lang>: { translation: { <namespace>: {...} } } } */
export function readLocales(root: string): LocaleResources {
  const dir = join(root, 'locales');
  const resources: LocaleResources = {};
  for (const lang of existsSync(dir) ? readdirSync(dir).sort() : []) {
    const translation: Record<string, unknown> = {};
    for (const name of listFiles(join(dir, lang), '.json')) {
      translation[name.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, lang, name), 'utf8'));
    }
    resources[lang] = { translation };
  }
  return resources;
}

/** { a: { b: 'x' } } → Set{'a.b'} */
export function flattenKeys(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const k of flattenKeys(value as Record<string, unknown>, full)) keys.add(k);
    else keys.add(full);
  }
  return keys;
}

export function readTroubleshootingTable(root: string): unknown {
  const file = join(root, TABLE_FILE);
  return existsSync(file) ? parse(readFileSync(file, 'utf8')) : { rows: [{ default: true, go: 'default' }] };
}

/** Flows, locales and every other content check (src/engine/checks/checkContent.ts). */
export function compileContent(root: string, code: Omit<Registry, 'forms'>): ContentCheck {
  return checkContent(root, code);
}

function listFiles(dir: string, ending: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(ending)).sort() : [];
}
