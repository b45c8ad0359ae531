// Build-time: each lazily loaded screen kind's component file, read from the lazyScreen() maps in
// src/screens/<area>/components.ts (a kind's prefetch, if any, follows its import). The route HTML (routeHtmlPlugin.ts) asks for the current route's
// chunk with the app, and the words check (tests/engine/wordGroups.test.ts) reads which screens exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LAZY = /(\w+):\s*lazyScreen\(\s*\(\) => import\('\.\/([\w/]+\.tsx)'\)/g;

/** kind → absolute path of its lazily loaded component */
export function lazyScreenFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const screens = join(root, 'src/screens');
  for (const area of readdirSync(screens, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const file = join(screens, area.name, 'components.ts');
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(LAZY)) files.set(m[1], join(screens, area.name, m[2]));
  }
  return files;
}
