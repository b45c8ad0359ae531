// The text keys the source code names. A quoted string whose first part is a locale namespace
// ('qr.cameraDenied', also in ternaries and lookup tables that i18next-parser's t()-call lexer
// does not see) is a key use; a template `failure.${code}` marks a family of keys as used.
// A regular scan over the files keeps `check:content` within its time budget (about 30 ms here).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { KeyUse } from './localeParity.ts';

const LITERAL = /(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\1/g;
const TEMPLATE = /`([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]*)\$\{/g;
const NOT_KEYS = /\.(json|ya?ml|tsx?|js|css|svg|png|html)$/;

export function codeKeyUses(root: string, namespaces: ReadonlySet<string>, dirs = ['src']): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const dir of dirs) {
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path).split('\\').join('/');
      if (/^src\/(engine|checker|build|book)\//.test(file)) continue; // the engine and its build tools name no words
      const text = readFileSync(path, 'utf8');
      if (!text.includes('.')) continue;
      const position = lineIndex(text);
      for (const m of text.matchAll(LITERAL)) {
        const key = m[2];
        if (!namespaces.has(key.slice(0, key.indexOf('.'))) || NOT_KEYS.test(key)) continue;
        uses.push({ key, file, ...position(m.index + 1), what: 'the code' });
      }
      for (const m of text.matchAll(TEMPLATE)) {
        const key = m[1];
        if (!namespaces.has(key.slice(0, key.indexOf('.')))) continue;
        uses.push({ key, prefix: true, file, ...position(m.index + 1) });
      }
    }
  }
  return uses;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function lineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
}
