// What a step behind a login shows and does (its title, body, buttons, props and outcomes) is not
// needed before its route opens, and most of the flows' bytes (5.8 of 7.6 KB gzip): the app ships the route table (every
// step's path, screen kind, guards and loads, public steps whole) and fetches the details of the
// steps behind a login beside the rest of the words, which those routes wait for anyway
// (src/engine/wordsRule.ts). Build (src/build/vitePlugin.ts: `virtual:flow-routes`,
// `virtual:flow-details`) and app (src/app/loadStepDetails.ts) split by this one rule.
import type { CompiledFlows, CompiledStep } from './types.ts';
import { namesGroupedKey } from './wordsRule.ts';

// (`source`, where in flows/ the step is written, only names it in a screen's error message)
export const DETAIL_KEYS = ['title', 'body', 'buttons', 'props', 'on', 'source'] as const;
type DetailKey = (typeof DETAIL_KEYS)[number];
export type StepDetails = Partial<Pick<CompiledStep, DetailKey>>;

/** A step as the route table ships it: one behind a login may lack its details until they arrive. */
export type RouteStep = CompiledStep extends infer S
  ? S extends CompiledStep
    ? Omit<S, DetailKey> & Partial<Pick<S, DetailKey>>
    : never
  : never;
/** The flows as the app starts with them: whole (tests, tools) or the route table. */
export interface RouteFlows extends Omit<CompiledFlows, 'steps'> {
  steps: RouteStep[];
}

// the steps completed with their details (completeStep), by identity: whole from then on
const completed = new WeakSet<RouteStep>();

/** Is the step whole: shipped whole, or completed with its details? Only a whole step reaches its screen. */
export const isWhole = (step: RouteStep): step is CompiledStep => shipsWhole(step) || completed.has(step);

/** Fills in the details a route-table step lacks (in place: every reader of the table sees it) and marks it whole. */
export function completeStep(step: RouteStep, own: StepDetails): void {
  for (const key of DETAIL_KEYS)
    if (step[key] === undefined && own[key] !== undefined) Object.assign(step, { [key]: own[key] });
  completed.add(step);
}

/**
 * A public step ships whole with the app: its first screen is drawn from HTML and hydrates at once.
 * So does one whose texts alone (not its kind) name a separate word group's key, since which words a
 * route waits for is read from them (src/engine/wordsRule.ts).
 */
export const shipsWhole = (step: Pick<CompiledStep, 'requires' | 'screen'>): boolean =>
  step.requires.length === 0 || namesGroupedKey(step);

/** The flows without the details of the steps behind a login, and those details by path. */
export function splitFlows(flows: CompiledFlows): { routes: RouteFlows; details: Record<string, StepDetails> } {
  const details: Record<string, StepDetails> = {};
  const steps = flows.steps.map((step): RouteStep => {
    if (shipsWhole(step)) return step;
    const kept: Partial<CompiledStep> = {};
    const own: Partial<StepDetails> = {};
    for (const [key, value] of Object.entries(step)) {
      if ((DETAIL_KEYS as readonly string[]).includes(key)) own[key as DetailKey] = value as never;
      else kept[key as keyof CompiledStep] = value as never;
    }
    details[step.path] = own;
    return kept as RouteStep; // the step less its details
  });
  return { routes: { ...flows, steps }, details };
}
