// A step's `props` against its kind's JSON Schema (content/schemas/kinds/<kind>.schema.json), for
// every kind that has one: a misspelt section, an unknown format or part, a row without a label is an
// error at file:line:column, not a blank part of a screen on a phone. Kinds without a schema file
// are not checked here (their text keys still are, by checkFlows).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowSource } from '../compileFlows.ts';
import { parseFlowFile } from '../parseFlowFile.ts';
import type { ContentProblem } from '../types.ts';
import { schemaProblems } from './schemaProblems.ts';

export const kindSchemaFile = (kind: string): string => `content/schemas/kinds/${kind}.schema.json`;

export function checkKindProps(root: string, sources: readonly FlowSource[]): ContentProblem[] {
  const schemas = new Map<string, object | null>();
  const schemaOf = (kind: string) => {
    if (!schemas.has(kind)) {
      const path = join(root, kindSchemaFile(kind));
      schemas.set(kind, existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as object) : null);
    }
    return schemas.get(kind) ?? null;
  };
  const problems: ContentProblem[] = [];
  for (const source of sources) {
    const parsed = parseFlowFile(source.file, source.text);
    (parsed.data?.routes ?? []).forEach((step, i) => {
      const schema = typeof step.screen === 'string' ? schemaOf(step.screen) : null;
      if (!schema) return;
      const at = step.props === undefined ? ['routes', i] : ['routes', i, 'props'];
      const located = { file: source.file, data: step.props ?? {}, locate: (path: readonly (string | number)[]) => parsed.locate([...at, ...path]) };
      problems.push(...schemaProblems(located, schema, { format: 'format', part: 'part', titleFormat: 'format' }));
    });
  }
  return problems;
}
