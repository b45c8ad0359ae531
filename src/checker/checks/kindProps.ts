// A step's `props` against its kind's JSON Schema (content/schemas/kinds/<kind>.schema.json): every
// kind has one, so a misspelt prop, an unknown format or part, a row without a label is an error at
// file:line:column with a suggestion, not a blank part of a screen on a phone. A kind whose schema
// allows no props says so, and where the key belongs on the step itself.
import type { FlowSource } from '../compileFlows.ts';
import { kindSchemaFile, readKindSchemas } from '../kindSchemas.ts';
import { parseFlowFile } from '../parseFlowFile.ts';
import { suggest } from '../suggest.ts';
import type { ContentProblem } from '../types.ts';
import { flowStepSchema } from '../flowSchema.ts';
import { schemaProblems } from './schemaProblems.ts';

const STEP_KEYS = Object.keys(flowStepSchema.properties);

export function checkKindProps(root: string, sources: readonly FlowSource[]): ContentProblem[] {
  const schemas = new Map(readKindSchemas(root).map((k) => [k.kind, k.schema as { properties?: object }]));
  const problems: ContentProblem[] = [];
  for (const source of sources) {
    const parsed = parseFlowFile(source.file, source.text);
    (parsed.data?.routes ?? []).forEach((step, i) => {
      const kind = typeof step.screen === 'string' ? step.screen : '';
      const schema = schemas.get(kind);
      if (!schema) return; // an unknown kind is the flow checker's to report
      const at = ['routes', i, 'props'];
      if (Object.keys(schema.properties ?? {}).length === 0 && step.props && typeof step.props === 'object') {
        for (const key of Object.keys(step.props)) {
          const onStep = suggest(key, STEP_KEYS);
          const hint = onStep
            ? `; did you mean the step's own '${onStep}' (outside 'props')?`
            : `; remove it (${kindSchemaFile(kind)})`;
          problems.push({
            file: source.file,
            ...parsed.locate([...at, key]),
            message: `unknown key '${key}' in 'props': a ${kind} step takes no props${hint}`,
          });
        }
        return;
      }
      // a key of the step itself written inside props (`tilte` for the step's title) is named as such
      const allowed = Object.keys(schema.properties ?? {});
      const misplaced = new Set<string>();
      for (const key of Object.keys(step.props && typeof step.props === 'object' ? step.props : {})) {
        const onStep = allowed.includes(key) || suggest(key, allowed) ? undefined : suggest(key, STEP_KEYS);
        if (!onStep) continue;
        misplaced.add(key);
        problems.push({
          file: source.file,
          ...parsed.locate([...at, key]),
          message: `unknown key '${key}' in the ${kind} step's 'props' (known: ${allowed.join(', ')}); did you mean the step's own '${onStep}' (outside 'props')?`,
        });
      }
      const located = {
        file: source.file,
        data: step.props ?? {},
        locate: (path: readonly (string | number)[]) =>
          parsed.locate(step.props === undefined ? ['routes', i] : [...at, ...path]),
      };
      problems.push(
        ...schemaProblems(
          located,
          schema,
          { format: 'format', part: 'part', titleFormat: 'format' },
          `the ${kind} step's 'props'`,
        ).filter((p) => ![...misplaced].some((key) => p.message.startsWith(`unknown key '${key}' in`))),
      );
    });
  }
  return problems;
}
