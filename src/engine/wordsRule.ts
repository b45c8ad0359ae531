// Public routes show with the words that ship with the app (src/localeSplit.ts); a route behind a
// login waits for all of them. One rule for the app (main.tsx starts them, FlowRoute waits) and the
// build (routeHtmlPlugin.ts preloads them).
import type { CompiledStep } from './types.ts';

export const waitsForAllWords = (step: Pick<CompiledStep, 'requires'>): boolean => step.requires.length > 0;
