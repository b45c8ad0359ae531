// What every screen component receives, typed by its kind: a screen of kind K emits only K's
// outcomes and submits only the input shape K declares (kinds.ts, kindInputs.ts).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { CompiledStepOf, StepKind } from '../engine/types.ts';
import type { ScreenKind } from './kinds.ts';

/** A compiled step shown by a screen of kind K, its props typed by K's schema. */
export type StepOf<K extends ScreenKind = ScreenKind> = CompiledStepOf<K>;

export interface ScreenProps<K extends ScreenKind = ScreenKind> {
  step: StepOf<K>;
  params: Record<string, string>;
}

export type ScreenComponent<K extends ScreenKind = ScreenKind> =
  ComponentType<ScreenProps<K>> | LazyExoticComponent<ComponentType<ScreenProps<K>>>;
export type ScreenComponents<C extends Record<string, readonly string[]>> = {
  [K in keyof C & ScreenKind]: ScreenComponent<K>;
};

// Every screen kind has a props schema in content/schemas/kinds and every schema a screen kind:
// typecheck fails here when one is added without the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type KindsHaveSchemas = Holds<Same<ScreenKind, StepKind>>;
