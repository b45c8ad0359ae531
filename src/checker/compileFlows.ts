// Turns the flow files into the route table the browser receives, or into a list of problems that
// name file, line and column. Runs at build time (Vite plugin) and from `npm run check:content`.
import { checkFlows } from './checkFlows.ts';
import { checkKeyUses, type KeyUse } from './checks/localeParity.ts';
import { parseFlowFile, type ParsedFlowFile } from './parseFlowFile.ts';
import { stepSeries } from './series.ts';
import type { CompiledFlows, CompiledStep } from '../engine/types.ts';
import type { ContentProblem, FlowSettings, Registry, TableRoute } from './types.ts';

export type { FlowSettings, TableRoute } from './types.ts';

export interface FlowSource {
  file: string; // as shown to editors, e.g. "flows/commission.yaml"
  text: string;
}

export interface CompileResult {
  flows: CompiledFlows | undefined;
  problems: ContentProblem[];
  /** Texts English has and another language lacks: the build goes on, English shows there. */
  warnings: ContentProblem[];
  /** Every text key the flows name, with its place (for the parity check and the flow book). */
  keyUses: KeyUse[];
}

/**
 * localeKeys: every key of every language, e.g. { en: Set{'commission.serial.title', ...} }.
 * tables: the routes each table names by table name (a `{ table: troubleshooting }` target leads to them).
 */

export function compileFlows(
  sources: readonly FlowSource[],
  registry: Registry,
  localeKeys: Record<string, ReadonlySet<string>>,
  tables: Readonly<Record<string, readonly TableRoute[]>> = {},
): CompileResult {
  const parsed = sources.map((s) => parseFlowFile(s.file, s.text));
  const problems = parsed.flatMap((p) => p.problems);
  if (problems.length) return { flows: undefined, problems, warnings: [], keyUses: [] };

  const settings = collectSettings(parsed, problems);
  const keyUses: KeyUse[] = [];
  problems.push(...checkFlows(parsed, registry, localeKeys, settings, tables, keyUses));
  const languages = Object.keys(localeKeys).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0));
  const texts = Object.fromEntries(
    Object.entries(localeKeys).map(([lang, keys]) => [lang, new Map([...keys].map((k) => [k, '']))]),
  );
  const words = checkKeyUses(keyUses, { languages, texts });
  problems.push(...words.problems);
  const { warnings } = words;
  if (problems.length || !settings.guards) return { flows: undefined, problems, warnings, keyUses };

  const series = stepSeries(parsed.flatMap((p) => p.data?.routes ?? []));
  const steps: CompiledStep[] = parsed.flatMap((p) =>
    (p.data?.routes ?? []).map((step, i) => {
      const position = series.get(step.path);
      return {
        ...step,
        wifiIcon: step.wifiIcon ?? false,
        source: `${p.file}:${p.locate(['routes', i]).line}`,
        ...(position ? { series: position } : {}),
      };
    }),
  );
  return {
    flows: {
      guards: settings.guards,
      start: settings.start ?? '/',
      drawer: settings.drawer ?? [],
      topBar: settings.topBar ?? { contact: '/contact', feedback: '/feedback/1' },
      steps,
    },
    problems,
    warnings,
    keyUses,
  };
}

// guards, start, drawer and topBar are app-wide: exactly one file may set each
function collectSettings(parsed: readonly ParsedFlowFile[], problems: ContentProblem[]): FlowSettings {
  const settings: FlowSettings = {};
  const keys = ['guards', 'start', 'drawer', 'topBar'] as const;
  const seenIn: Partial<Record<(typeof keys)[number], string>> = {};
  for (const p of parsed) {
    for (const key of keys) {
      if (p.data?.[key] === undefined) continue;
      if (seenIn[key]) {
        problems.push({ file: p.file, ...p.locate([key]), message: `'${key}' is already set in ${seenIn[key]}` });
        continue;
      }
      seenIn[key] = p.file;
      Object.assign(settings, { [key]: p.data[key] });
    }
  }
  if (!settings.guards) {
    const file = parsed[0]?.file ?? 'flows';
    problems.push({
      file,
      line: 1,
      column: 1,
      message: "no flow file sets 'guards' (the redirects for login, serial and address)",
    });
  }
  return settings;
}
