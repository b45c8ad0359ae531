// Reads one content JSON file for the checker. A syntax error becomes a problem at its
// file:line:column instead of a stack trace; valid files can locate any value by path, lazily
// (the YAML parser reads JSON and keeps positions; only a file with a problem pays for it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { locateInDocument } from '../locateInDocument.ts';
import { memoByText } from '../memoByText.ts';
import type { ContentProblem } from '../types.ts';

export type JsonPath = readonly (string | number)[];

export interface JsonFile {
  file: string; // as shown to editors: "locales/de/commission.json"
  data: unknown;
  locate(path: JsonPath): { line: number; column: number };
}

export type JsonRead = { json: JsonFile; problem?: undefined } | { json?: undefined; problem: ContentProblem };

export function readJsonFile(root: string, file: string): JsonRead {
  const text = readFileSync(join(root, file), 'utf8');
  return parseJsonText(file, text);
}

// forms locate every field on every run: the positions of an unchanged file are kept
const positionsOf = memoByText((text): { doc: Document; lines: LineCounter } => {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines }), lines };
}, 64);

export function parseJsonText(file: string, text: string): JsonRead {
  try {
    const data = JSON.parse(text) as unknown;
    const locate = (path: JsonPath) => {
      const located = positionsOf(text);
      return locateInDocument(located.doc, located.lines, path);
    };
    return { json: { file, data, locate } };
  } catch (error) {
    // V8: "Unexpected token } in JSON at position 42"; without a position the text ended early
    const message = (error as Error).message;
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.trimEnd().length;
    const { line, column } = lineColumn(text, offset);
    const reason = message
      .replace(/ in JSON at position \d+.*$/, '')
      .replace(/^Unexpected end of JSON input$/, 'the text ends before the JSON is complete');
    return { problem: { file, line, column, message: `JSON syntax error: ${reason}` } };
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
