// The cross-file checks: every route a flow names exists, every handler and screen kind is
// registered, every outcome is mapped, no path is declared twice, and every route can be reached.
// Text keys (also those inside `props`) are collected in `keyUses`; whether each language has them
// is checked by checks/localeParity.ts.
import { checkStepInputs } from './checks/stepInputs.ts';
import { findRoute } from '../engine/matchPath.ts';
import type { ParsedFlowFile, PathSegment } from './parseFlowFile.ts';
import { suggest } from './suggest.ts';
import type { KeyUse } from './checks/localeParity.ts';
import { blockKeys } from './bodyBlocks.ts';
import { GUARD_ORDER, type Guard, type PartBlock, type FlowStep, type Target } from '../engine/types.ts';
import { type ContentProblem, type FlowSettings, type Registry, type TableRoute } from './types.ts';

type Report = (file: ParsedFlowFile, path: readonly PathSegment[], message: string) => void;

export function checkFlows(
  parsed: readonly ParsedFlowFile[],
  registry: Registry,
  localeKeys: Record<string, ReadonlySet<string>>,
  settings: FlowSettings,
  tables: Readonly<Record<string, readonly TableRoute[]>> = {},
  keyUses: KeyUse[] = [],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report: Report = (file, path, message) => problems.push({ file: file.file, ...file.locate(path), message });
  const patterns = parsed.flatMap((p) => (p.data?.routes ?? []).map((r) => r.path));
  const edges = new Map<string, Set<string>>(); // route pattern → patterns it leads to
  const entries = new Set<string>();

  const checkRoute = (file: ParsedFlowFile, path: readonly PathSegment[], target: string, from?: string) => {
    const found = findRoute(patterns, target);
    if (!found) {
      const hint = suggest(target, patterns);
      report(file, path, `route '${target}' does not exist${hint ? `; did you mean '${hint}'?` : ''}`);
      return;
    }
    if (from) edges.get(from)?.add(found);
    else entries.add(found);
  };
  const checkKey = (file: ParsedFlowFile, path: readonly PathSegment[], key: string) => {
    keyUses.push({ key, file: file.file, ...file.locate(path) });
  };
  // a string in `props` is a text key when its first part is a locale namespace, or its name ends in Text
  const namespaces = new Set(Object.values(localeKeys).flatMap((keys) => [...keys].map((k) => k.split('.')[0])));
  // and a string under `when` (or a name ending in When) names a condition, as a button's `when:` does;
  // a `to:` inside props is a route like a button's (the view kind's rows and lists lead on with it)
  // (the view kind's `when`/`buttonsWhen` name a field of its loaded data instead: its schema checks those)
  const checkProps = (
    file: ParsedFlowFile,
    path: readonly PathSegment[],
    name: string,
    value: unknown,
    from: string,
    dataBound = false,
  ) => {
    if (typeof value === 'string' && !dataBound && (name === 'when' || name.endsWith('When')))
      checkCondition(file, path, value);
    else if (typeof value === 'string') {
      if (name === 'to') checkRoute(file, path, value, from);
      else if (name.endsWith('Text') || (/^[a-z]\w*(\.\w+)+$/.test(value) && namespaces.has(value.split('.')[0])))
        checkKey(file, path, value);
    } else if (Array.isArray(value)) value.forEach((v, i) => checkProps(file, [...path, i], name, v, from, dataBound));
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) checkProps(file, [...path, k], k, v, from, dataBound);
  };
  const checkCondition = (file: ParsedFlowFile, path: readonly PathSegment[], name: string | undefined) => {
    if (name === undefined || registry.conditions.includes(name)) return;
    const hint = suggest(name, registry.conditions);
    report(file, path, `condition '${name}' is not registered${hint ? `; did you mean '${hint}'?` : ''}`);
  };
  // a button's or an info part's condition is read by the first screen's code, which holds the route's only
  const checkRouteCondition = (file: ParsedFlowFile, path: readonly PathSegment[], name: string | undefined) => {
    checkCondition(file, path, name);
    const allowed = registry.routeConditions;
    if (name === undefined || !allowed || allowed.includes(name) || !registry.conditions.includes(name)) return;
    report(
      file,
      path,
      `condition '${name}' reads the job's unit: only a choice's options and notes may use it (known here: ${allowed.join(', ')})`,
    );
  };
  const checkTarget = (file: ParsedFlowFile, path: readonly PathSegment[], target: Target, from: string) => {
    if (typeof target === 'string') checkRoute(file, path, target, from);
    else if ('table' in target) {
      const routes = tables[target.table];
      if (!routes) {
        const hint = suggest(target.table, Object.keys(tables));
        report(
          file,
          [...path, 'table'],
          `table '${target.table}' does not exist${hint ? `; did you mean '${hint}'?` : ''} (known: ${Object.keys(tables).join(', ') || 'none'})`,
        );
      } else {
        // the step may lead to any route of the table (the handler picks one); routes the table
        // names wrongly are reported at the table's own line below
        for (const r of routes) {
          const found = findRoute(patterns, r.route);
          if (found) edges.get(from)?.add(found);
        }
      }
    } else if ('error' in target) checkKey(file, [...path, 'error'], target.error);
    else {
      checkKey(file, [...path, 'notice'], target.notice);
      if (target.to) checkRoute(file, [...path, 'to'], target.to, from);
    }
  };
  const checkOutcomes = (
    file: ParsedFlowFile,
    path: readonly PathSegment[],
    produced: readonly string[],
    on: Record<string, Target> | undefined,
    from: string,
  ) => {
    for (const outcome of produced) {
      if (!on || !(outcome in on)) report(file, path, `outcome '${outcome}' is not mapped in 'on'`);
    }
    for (const [outcome, target] of Object.entries(on ?? {})) {
      if (!produced.includes(outcome)) {
        report(
          file,
          [...path, 'on', outcome],
          `outcome '${outcome}' is never produced here (known: ${produced.join(', ') || 'none'})`,
        );
      }
      checkTarget(file, [...path, 'on', outcome], target, from);
    }
  };
  const handlerOutcomes = (file: ParsedFlowFile, path: readonly PathSegment[], name: string | undefined) => {
    if (name === undefined) return [];
    const outcomes = registry.handlers[name];
    if (outcomes) return outcomes;
    const hint = suggest(name, Object.keys(registry.handlers));
    report(file, path, `handler '${name}' is not registered${hint ? `; did you mean '${hint}'?` : ''}`);
    return undefined;
  };

  const checkPart = (file: ParsedFlowFile, path: readonly PathSegment[], screen: string, block: PartBlock) => {
    if (screen !== 'info') report(file, path, `only an 'info' step may hold a part; '${screen}' shows its own`);
    else if (registry.parts && !registry.parts.includes(block.part)) {
      const hint = suggest(block.part, registry.parts);
      report(
        file,
        [...path, 'part'],
        `part '${block.part}' is not registered${hint ? `; did you mean '${hint}'?` : ''}`,
      );
    }
    checkRouteCondition(file, [...path, 'when'], block.when);
  };
  // a `load:` handler's `ready` carries the data the screen shows; every other outcome needs a target
  const loadHandlerOutcomes = (file: ParsedFlowFile, path: readonly PathSegment[], name: string | undefined) => {
    const outcomes = handlerOutcomes(file, path, name);
    if (!outcomes || name === undefined) return outcomes;
    if (!outcomes.includes('ready'))
      report(
        file,
        path,
        `handler '${name}' cannot load data: it has no 'ready' outcome (known: ${outcomes.join(', ')})`,
      );
    return outcomes.filter((o) => o !== 'ready');
  };

  // first pass: duplicate paths; prepare the graph
  const declaredIn = new Map<string, string>();
  for (const file of parsed) {
    (file.data?.routes ?? []).forEach((step, i) => {
      const earlier = declaredIn.get(step.path);
      if (earlier) report(file, ['routes', i, 'path'], `path '${step.path}' is already declared in ${earlier}`);
      else declaredIn.set(step.path, `${file.file}:${file.locate(['routes', i]).line}`);
      edges.set(step.path, new Set());
    });
  }

  for (const file of parsed) {
    const data = file.data ?? {};
    for (const [guard, target] of Object.entries(data.guards ?? {})) checkRoute(file, ['guards', guard], target);
    if (data.start) checkRoute(file, ['start'], data.start);
    data.drawer?.forEach((link, i) => {
      checkKey(file, ['drawer', i, 'text'], link.text);
      if (link.to) checkRoute(file, ['drawer', i, 'to'], link.to);
    });
    if (data.topBar) {
      checkRoute(file, ['topBar', 'contact'], data.topBar.contact);
      checkRoute(file, ['topBar', 'feedback'], data.topBar.feedback);
    }
    (data.routes ?? []).forEach((step, i) => checkStep(file, ['routes', i], step));
  }

  // the engine checks guards in GUARD_ORDER whatever the list says; the list must read as it runs
  function checkGuardOrder(file: ParsedFlowFile, at: readonly PathSegment[], requires: readonly Guard[]) {
    const inOrder = GUARD_ORDER.filter((g) => requires.includes(g));
    const first = requires.findIndex((g, i) => g !== inOrder[i]);
    if (first < 0 || inOrder.length !== requires.length) return;
    report(
      file,
      [...at, first],
      `guards are checked in the order ${GUARD_ORDER.join(', ')}: write requires: [${inOrder.join(', ')}]`,
    );
  }

  function checkStep(file: ParsedFlowFile, at: readonly PathSegment[], step: FlowStep) {
    const screenOutcomes = registry.screens[step.screen];
    if (!screenOutcomes) {
      const hint = suggest(step.screen, Object.keys(registry.screens));
      report(file, [...at, 'screen'], `unknown screen kind '${step.screen}'${hint ? `; did you mean '${hint}'?` : ''}`);
    }
    const runOutcomes = handlerOutcomes(file, [...at, 'run'], step.run);
    const loadOutcomes = loadHandlerOutcomes(file, [...at, 'load'], step.load);
    if (screenOutcomes && runOutcomes && loadOutcomes) {
      checkOutcomes(file, at, [...new Set([...screenOutcomes, ...runOutcomes, ...loadOutcomes])], step.on, step.path);
    }
    if (step.entry) entries.add(step.path);
    checkGuardOrder(file, [...at, 'requires'], step.requires);
    if (step.requires.includes('runPassed') && settings.guards && !settings.guards.runPassed) {
      report(file, [...at, 'requires'], "guard 'runPassed' has no redirect: add it to 'guards' in flows/app.yaml");
    }
    if (step.loggedInRedirect) checkRoute(file, [...at, 'loggedInRedirect'], step.loggedInRedirect, step.path);
    if (step.fromError) checkRoute(file, [...at, 'fromError'], step.fromError, step.path);
    if (step.form && !registry.forms.includes(step.form)) {
      const hint = suggest(step.form, registry.forms);
      report(
        file,
        [...at, 'form'],
        `form '${step.form}' does not exist in content/forms${hint ? `; did you mean '${hint}'?` : ''}`,
      );
    }
    if (step.title) checkKey(file, [...at, 'title'], step.title);
    step.body?.forEach((block, j) => {
      for (const key of blockKeys(block)) checkKey(file, [...at, 'body', j], key);
      if (typeof block === 'object' && 'part' in block) checkPart(file, [...at, 'body', j], step.screen, block);
    });
    step.buttons?.forEach((button, j) => {
      const where = [...at, 'buttons', j];
      checkKey(file, [...where, 'text'], button.text);
      if (button.to) checkRoute(file, [...where, 'to'], button.to, step.path);
      const outcomes = handlerOutcomes(file, [...where, 'run'], button.run);
      if (button.run && outcomes) checkOutcomes(file, where, outcomes, button.on, step.path);
      checkRouteCondition(file, [...where, 'when'], button.when);
      button.intro?.forEach((key, k) => checkKey(file, [...where, 'intro', k], key));
      const actions = [button.to, button.run, button.href, button.back].filter((a) => a !== undefined);
      if (actions.length !== 1) report(file, where, "a button needs exactly one of 'to', 'run', 'href' or 'back'");
    });
    if (registry.inputs)
      for (const problem of checkStepInputs(step, registry.inputs))
        report(file, [...at, ...problem.at], problem.message);
    for (const [key, value] of Object.entries(step.props ?? {}))
      checkProps(file, [...at, 'props', key], key, value, step.path, step.screen === 'view');
  }

  for (const entry of Object.values(tables).flat()) {
    if (findRoute(patterns, entry.route)) continue;
    const hint = suggest(entry.route, patterns);
    problems.push({
      file: entry.file,
      line: entry.line,
      column: entry.column,
      message: `route '${entry.route}' does not exist${hint ? `; did you mean '${hint}'?` : ''}`,
    });
  }

  // reachability: from the start, the guard redirects, the shell and declared entries
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const route = queue.pop()!;
    if (reached.has(route)) continue;
    reached.add(route);
    queue.push(...(edges.get(route) ?? []));
  }
  if (settings.guards) {
    for (const file of parsed) {
      (file.data?.routes ?? []).forEach((step, i) => {
        if (!reached.has(step.path)) {
          report(
            file,
            ['routes', i, 'path'],
            `route '${step.path}' cannot be reached: no flow leads to it (mark it 'entry: true' if it is opened from outside)`,
          );
        }
      });
    }
  }
  return problems;
}
