// `npm run check:floor [dir]`: the built app (dist/ by default) runs on the browser floor that
// package.json's browserslist declares (docs/BROWSERS.md): Safari/iOS 15.4, Firefox ESR 128, Chrome 120.
// - Syntax: every script parses as ES2022 (acorn), without what Safari 15.4 cannot parse although
//   ES2022 has it: class static blocks (Safari 16.4) and RegExp lookbehind (16.4). The `v` flag
//   (ES2024, Safari 17) fails the parse itself.
// - Built-ins: an API newer than the floor may be called only where the same script tests for it
//   (`typeof AbortSignal.timeout`), i.e. with a fallback beside it.
// Exits 1 naming the file, line and construct.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Node } from 'acorn';
import { full } from 'acorn-walk';

/** built-ins above the floor, with the first Safari that has them (Firefox 128 and Chrome 120 have most) */
export const APIS_ABOVE_FLOOR: Record<string, string> = {
  'AbortSignal.timeout': 'Safari 16',
  'AbortSignal.any': 'Safari 17.4, Firefox 124, Chrome 116',
  'Object.groupBy': 'Safari 17.4, Chrome 117',
  'Map.groupBy': 'Safari 17.4, Chrome 117',
  'Promise.withResolvers': 'Safari 17.4, Chrome 119',
  'Array.fromAsync': 'Safari 16.4, Chrome 121',
  'URL.canParse': 'Safari 17, Chrome 120',
  'URL.parse': 'Safari 18, Firefox 126, Chrome 126',
  'Promise.try': 'Safari 18.2, Firefox 134, Chrome 128',
  'Intl.DurationFormat': 'Safari 16.4, Firefox 136, Chrome 129',
  'Iterator.from': 'Safari 18.4, Firefox 131, Chrome 122',
  'RegExp.escape': 'Safari 18.2, Firefox 134, Chrome 136',
  'Error.isError': 'Firefox 138, Chrome 134',
};

export interface FloorProblem {
  file: string;
  line: number;
  problem: string;
}

const lineOf = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

export function checkScript(file: string, source: string): FloorProblem[] {
  const problems: FloorProblem[] = [];
  let ast: Node;
  try {
    ast = parse(source, { ecmaVersion: 2022, sourceType: 'module', locations: false });
  } catch (error) {
    const e = error as SyntaxError & { pos?: number };
    return [{ file, line: e.pos === undefined ? 0 : lineOf(source, e.pos), problem: `not ES2022 (${e.message})` }];
  }
  full(ast, (node) => {
    if (node.type === 'StaticBlock')
      problems.push({ file, line: lineOf(source, node.start), problem: 'a class static block (Safari 16.4)' });
    const regex = (node as Node & { regex?: { pattern: string } }).regex;
    if (node.type === 'Literal' && regex && /\(\?<[=!]/.test(regex.pattern))
      problems.push({ file, line: lineOf(source, node.start), problem: 'a RegExp lookbehind (Safari 16.4)' });
  });
  for (const [api, since] of Object.entries(APIS_ABOVE_FLOOR)) {
    const use = new RegExp(`\\b${api.replace('.', '\\s*\\.\\s*')}\\b`, 'g');
    const [object, member] = api.split('.');
    const tested = [
      new RegExp(`typeof\\s*\\(?\\s*${object}\\s*\\.\\s*${member}\\b`), // typeof AbortSignal.timeout
      new RegExp(`[\`'"]${member}[\`'"]\\s*in\\s*${object}\\b`), // 'canParse' in URL
    ];
    if (tested.some((t) => t.test(source))) continue; // feature-detected: the fallback is beside it
    for (const m of source.matchAll(use))
      problems.push({ file, line: lineOf(source, m.index), problem: `${api} without a fallback (${since})` });
  }
  return problems;
}

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scriptsUnder(path);
    return /\.m?js$/.test(name) ? [path] : [];
  });
}

export function checkBuild(dir: string): { files: number; problems: FloorProblem[] } {
  const files = scriptsUnder(dir);
  const problems = files.flatMap((f) => checkScript(relative(process.cwd(), f), readFileSync(f, 'utf8')));
  return { files: files.length, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const { files, problems } = checkBuild(dir);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.problem}`);
  if (files === 0) {
    console.error(`No scripts under ${dir}/: build the app first (npm run build).`);
    process.exit(1);
  }
  if (problems.length > 0) {
    console.error(`${problems.length} construct(s) above the browser floor (docs/BROWSERS.md) in ${dir}/.`);
    process.exit(1);
  }
  console.log(
    `${files} scripts in ${dir}/ parse and run at the browser floor (Safari/iOS 15.4, Firefox 128, Chrome 120).`,
  );
}
