// What every screen component receives.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { CompiledStep } from '../engine/types.ts';

export interface ScreenProps {
  step: CompiledStep;
  params: Record<string, string>;
}

export type ScreenComponent = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;
export type ScreenComponents<C extends Record<string, readonly string[]>> = { [K in keyof C]: ScreenComponent };
