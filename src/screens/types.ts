// What every screen component receives, typed by its kind: a screen of kind K emits only K's
// outcomes and submits only the input shape K declares (src/screens/kinds.ts). The kinds are the
// schemas in content/schemas/kinds (StepKind); kinds.ts declares a screen for each, no more, no fewer.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { CompiledStepOf, StepKind } from '../engine/types.ts';

/** A compiled step shown by a screen of kind K, its props typed by K's schema. */
export type StepOf<K extends StepKind = StepKind> = CompiledStepOf<K>;

export interface ScreenProps<K extends StepKind = StepKind> {
  step: StepOf<K>;
  params: Record<string, string>;
}

export type ScreenComponent<K extends StepKind = StepKind> =
  ComponentType<ScreenProps<K>> | LazyExoticComponent<ComponentType<ScreenProps<K>>>;
