// flows/troubleshooting-table.yaml (F-01…F-11): a schema (unknown keys, codes, generations and
// countries are errors with a suggestion; a row without `when` says `default: true`), then a proof
// that every generation × code × country cell resolves to exactly one page, kept as a matrix.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNode, LineCounter, parseDocument } from 'yaml';
import { FAILURE_CODES } from '../../handlers/rules/failureMessages.ts';
import { SUPPORTED_COUNTRIES } from '../../handlers/rules/country.ts';
import {
  DEFAULT_PAGE,
  selectTroubleshootingPage,
  type TroubleshootingTable,
} from '../../handlers/rules/troubleshooting.ts';
import type { Generation } from '../../handlers/rules/serial.ts';
import type { ContentProblem } from '../types.ts';
import type { JsonPath } from './jsonFile.ts';
import { schemaProblems, type Located } from './schemaProblems.ts';

export const TABLE_FILE = 'flows/troubleshooting-table.yaml';
export const GENERATIONS: readonly Generation[] = ['gen1', 'gen2'];
/** Cells for a log with no code (Z-24) and for a code outside E-66 (shown as "(none)", "(other)"). */
export const NO_CODE = '(none)';
export const OTHER = '(other)';

const list = (values: readonly string[]) => ({ type: 'array', minItems: 1, items: { enum: [...values] } });
export function tableSchema(countries: readonly string[]): object {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['rows'],
    properties: {
      rows: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['go'],
          properties: {
            when: {
              type: 'object',
              additionalProperties: false,
              minProperties: 1,
              properties: { code: list(FAILURE_CODES), generation: list(GENERATIONS), country: list(countries) },
            },
            default: { const: true },
            go: { type: 'string', minLength: 1 },
          },
        },
      },
    },
  };
}

export interface TableCheck {
  table: TroubleshootingTable | undefined;
  problems: ContentProblem[];
  /** matrix[code][`${country} ${generation}`] = page; only when the table is sound */
  matrix?: Matrix;
  /** Every `go:` route with its place, read even from a table with problems (no cascade of 'cannot be reached'). */
  goes: { route: string; file: string; line: number; column: number }[];
}
export interface Matrix {
  codes: string[];
  columns: { country: string; generation: Generation }[];
  pages: Record<string, Record<string, string>>;
}

/** `countries`: those content/countries.json lists (an NZ-only row needs no code). */
export function checkTroubleshootingTable(
  root: string,
  countries: readonly string[] = SUPPORTED_COUNTRIES,
): TableCheck {
  const path = join(root, TABLE_FILE);
  if (!existsSync(path)) return { table: { rows: [{ default: true, go: DEFAULT_PAGE }] }, problems: [], goes: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter });
  const locate = (p: JsonPath) => {
    for (let depth = p.length; depth >= 0; depth--) {
      const node = doc.getIn(p.slice(0, depth), true);
      if (isNode(node) && node.range) {
        const pos = lineCounter.linePos(node.range[0]);
        return { line: pos.line, column: pos.col };
      }
    }
    return { line: 1, column: 1 };
  };
  const problems: ContentProblem[] = doc.errors.map((e) => ({
    file: TABLE_FILE,
    line: e.linePos?.[0].line ?? 1,
    column: e.linePos?.[0].col ?? 1,
    message: `YAML syntax error: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
  }));
  if (problems.length) return { table: undefined, problems, goes: [] };
  const located: Located = { file: TABLE_FILE, data: doc.toJS(), locate };
  const rawRows = (located.data as { rows?: unknown } | null)?.rows;
  const goes = (Array.isArray(rawRows) ? rawRows : []).flatMap((row: unknown, i) => {
    const go = (row as { go?: unknown } | null)?.go;
    return typeof go === 'string' && go !== DEFAULT_PAGE
      ? [{ route: go, file: TABLE_FILE, ...locate(['rows', i, 'go']) }]
      : [];
  });
  problems.push(
    ...schemaProblems(located, tableSchema(countries), { code: 'code', generation: 'generation', country: 'country' }),
  );
  if (problems.length) return { table: undefined, problems, goes };

  const table = located.data as TroubleshootingTable & { rows: { default?: true }[] };
  const report = (p: JsonPath, message: string) => problems.push({ file: TABLE_FILE, ...locate(p), message });
  const lineOf = (i: number) => locate(['rows', i]).line;
  table.rows.forEach((row, i) => {
    if (!row.when && !row.default)
      report(['rows', i], "a row with no 'when' matches everything: say 'default: true' if that is meant");
    if (row.when && row.default) report(['rows', i, 'default'], "a row with 'when' cannot be the default row");
    if (row.default && i !== table.rows.length - 1)
      report(
        ['rows', i + 1],
        `this row can never match: the default row at line ${lineOf(i)} catches everything before it`,
      );
  });
  const last = table.rows[table.rows.length - 1];
  if (!last.default)
    report(
      ['rows', table.rows.length - 1],
      "the last row must be the catch-all 'default: true' row, so that every failure opens a page",
    );
  if (problems.length) return { table: undefined, problems, goes };

  // every cell: which conditional rows match; more than one means the order silently decides
  const codes = [...FAILURE_CODES, NO_CODE, OTHER];
  const columns = [...countries, OTHER].flatMap((country) =>
    GENERATIONS.map((generation) => ({ country, generation })),
  );
  const useful = new Set<number>();
  const matrix: Matrix = { codes, columns, pages: {} };
  for (const code of codes) {
    matrix.pages[code] = {};
    for (const { country, generation } of columns) {
      const cell = {
        code: code === NO_CODE ? '' : code === OTHER ? 'notacode' : code,
        generation,
        country: country === OTHER ? 'FR' : country,
      };
      const matching = table.rows.flatMap((row, i) => (!row.default && matchesCell(row, cell) ? [i] : []));
      if (matching.length > 1) {
        const [first, second] = matching;
        report(
          ['rows', second],
          `rows at lines ${lineOf(first)} and ${lineOf(second)} both match ${code} × ${generation} × ${country}; make the rows exclusive so that each cell has exactly one page`,
        );
      }
      useful.add(matching[0] ?? table.rows.length - 1);
      matrix.pages[code][`${country} ${generation}`] = selectTroubleshootingPage(table, cell);
    }
  }
  table.rows.forEach((row, i) => {
    if (!useful.has(i) && !row.default)
      report(['rows', i], 'this row matches no cell that an earlier row has not already taken');
  });
  return problems.length ? { table: undefined, problems, goes } : { table, problems, matrix, goes };
}

function matchesCell(
  row: TroubleshootingTable['rows'][number],
  cell: { code: string; generation: string; country: string },
): boolean {
  const w = row.when ?? {};
  return (
    (!w.code || w.code.includes(cell.code)) &&
    (!w.generation || w.generation.includes(cell.generation as Generation)) &&
    (!w.country || w.country.includes(cell.country))
  );
}

/** The matrix as a Markdown table: one line per code, one column per country and generation. */
export function matrixMarkdown(matrix: Matrix): string {
  const short = (page: string) =>
    page === DEFAULT_PAGE ? '·' : page.replace('/commission/error/', '').replace(/\/1$/, '');
  const head = `| code | ${matrix.columns.map((c) => `${c.country} ${c.generation}`).join(' | ')} |`;
  const rule = `|---|${matrix.columns.map(() => '---').join('|')}|`;
  const rows = matrix.codes.map(
    (code) =>
      `| ${code} | ${matrix.columns.map((c) => short(matrix.pages[code][`${c.country} ${c.generation}`])).join(' | ')} |`,
  );
  return [head, rule, ...rows, '', '`·` = the default failure list on /commission/20 (F-10).'].join('\n');
}
