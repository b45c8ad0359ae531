// The first route's screen code and form, loaded by main.tsx before the app draws. FlowRoute and
// FormScreen then draw them at once: through lazy() and an effect, each waits a turn and paints a
// spinner first (two paints where one will do, and Lighthouse's LCP counted what started between).
import type { FormModule } from '../forms/formModule.ts';
import formLoaders from 'virtual:forms';
import screenLoaders from 'virtual:screen-preload';
import type { ScreenComponent } from './types.ts';

const screens = new Map<string, ScreenComponent>();
const forms = new Map<string, FormModule>();

/** Loads a lazily loaded screen kind's component and keeps it; undefined for a kind shipped with the app. */
export function loadScreen(kind: string): Promise<void> | undefined {
  return screenLoaders[kind]?.().then((m) => {
    const component = (m as { default?: ScreenComponent }).default;
    if (component) screens.set(kind, component);
  });
}

/** Loads a form's compiled schema and validators and keeps them. */
export function loadForm(name: string): Promise<FormModule> | undefined {
  return formLoaders[name]?.().then((m) => {
    forms.set(name, m);
    return m;
  });
}

export const loadedScreen = (kind: string): ScreenComponent | undefined => screens.get(kind);
export const loadedForm = (name: string): FormModule | null => forms.get(name) ?? null;
