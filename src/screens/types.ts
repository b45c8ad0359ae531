// What every screen component receives, typed by its kind: a screen of kind K emits only K's
// outcomes and submits only the input shape K declares (kinds.ts, kindInputs.ts).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { CompiledStep } from '../engine/types.ts';
import type { ScreenKind } from './kinds.ts';

/** A compiled step shown by a screen of kind K. */
export type StepOf<K extends string = ScreenKind> = CompiledStep & { screen: K };

export interface ScreenProps<K extends string = ScreenKind> {
  step: StepOf<K>;
  params: Record<string, string>;
}

export type ScreenComponent<K extends string = ScreenKind> = ComponentType<ScreenProps<K>> | LazyExoticComponent<ComponentType<ScreenProps<K>>>;
export type ScreenComponents<C extends Record<string, readonly string[]>> = { [K in keyof C & string]: ScreenComponent<K> };
