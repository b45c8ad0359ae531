// Parses one flow file and validates it against the flow schema, keeping line and column for every
// problem so that an editor is pointed at the exact place (flows/x.yaml:42:7: ...).
import { Ajv, type ErrorObject } from 'ajv';
import { LineCounter, parseDocument } from 'yaml';
import { locateInDocument } from './locateInDocument.ts';
import { deepFreeze, memoByText } from './memoByText.ts';
import { flowFileSchema } from './flowSchema.ts';
import type { ContentProblem, FlowFile } from './types.ts';

export type PathSegment = string | number;

export interface ParsedFlowFile {
  file: string;
  data: FlowFile | undefined;
  /** Line and column of the value at a path such as ['routes', 3, 'on', 'notFound']. */
  locate(path: readonly PathSegment[]): { line: number; column: number };
  problems: ContentProblem[];
}

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validate = ajv.compile(flowFileSchema);

// the build, the checker and the studio parse the same flow files again and again; the file name is
// part of the key because every problem names it
const parsedByText = memoByText((key: string) => {
  const at = key.indexOf('\n');
  return deepFreeze(parse(key.slice(0, at), key.slice(at + 1)));
}, 64);

/** The parsed file is shared by every caller with the same text: read it, never change it. */
export function parseFlowFile(file: string, text: string): ParsedFlowFile {
  return parsedByText(`${file}\n${text}`);
}

function parse(file: string, text: string): ParsedFlowFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  const locate = (path: readonly PathSegment[]) => locateInDocument(doc, lineCounter, path);
  const problems: ContentProblem[] = doc.errors.map((e) => ({
    file,
    line: e.linePos?.[0].line ?? 1,
    column: e.linePos?.[0].col ?? 1,
    message: `YAML syntax error: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
  }));
  if (problems.length) return { file, data: undefined, locate, problems };

  const data = doc.toJS() as unknown;
  if (!validate(data)) {
    for (const error of mostSpecific(validate.errors ?? [])) {
      const path = error.instancePath
        .split('/')
        .slice(1)
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      problems.push({ file, ...locate(path), message: describe(error) });
    }
    return { file, data: undefined, locate, problems };
  }
  return { file, data: data as FlowFile, locate, problems };
}

// oneOf branches produce one error per branch; keep the deepest ones, which name the real mistake
function mostSpecific(errors: ErrorObject[]): ErrorObject[] {
  const byPath = new Map<string, ErrorObject>();
  for (const e of errors) {
    if (e.keyword === 'oneOf' && errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath))) continue;
    if (!byPath.has(e.instancePath)) byPath.set(e.instancePath, e);
  }
  return [...byPath.values()];
}

function describe(e: ErrorObject): string {
  const parts = e.instancePath.split('/');
  const last = parts[parts.length - 1];
  // '/routes/2' → "item 3 of 'routes'"
  const where = !e.instancePath
    ? 'the file'
    : /^\d+$/.test(last)
      ? `item ${Number(last) + 1} of '${parts[parts.length - 2]}'`
      : `'${last}'`;
  switch (e.keyword) {
    case 'additionalProperties':
      return `unknown key '${(e.params as { additionalProperty: string }).additionalProperty}' in ${where}`;
    case 'required':
      return `${where} is missing '${(e.params as { missingProperty: string }).missingProperty}'`;
    case 'enum':
      return `${where} must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
    case 'pattern':
      return `${where} has the wrong form (${e.message})`;
    default:
      return `${where} ${e.message}`;
  }
}
