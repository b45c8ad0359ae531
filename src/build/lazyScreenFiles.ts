// Build-time: each lazily loaded screen kind's component file, read from its declaration in
// src/screens/kinds.ts (`name: kind({…}, lazyScreen(() => import('./area/Screen.tsx')…`; a kind's
// prefetch, if any, follows its import). The route HTML (routeHtmlPlugin.ts) asks for the current route's
// chunk with the app, and the words check (tests/engine/wordGroups.test.ts) reads which screens exist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LAZY = /(\w+): kind\(\s*\{[^}]*\},\s*lazyScreen\(\s*\(\) => import\('\.\/([\w/]+\.tsx)'\)/g;

/** kind → absolute path of its lazily loaded component */
export function lazyScreenFiles(root: string): Map<string, string> {
  const screens = join(root, 'src/screens');
  const declared = readFileSync(join(screens, 'kinds.ts'), 'utf8');
  return new Map([...declared.matchAll(LAZY)].map((m) => [m[1], join(screens, m[2])]));
}
