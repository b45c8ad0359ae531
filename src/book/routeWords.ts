// Which text keys a route shows, in reading order: title, body, the props' keys, the buttons and the
// messages of its outcomes. Country variants (`failure.reverse_au`) are listed one by one.
import { blockKeys } from '../checker/bodyBlocks.ts';
import type { CompiledStep, Target } from '../engine/types.ts';

export function routeKeys(step: CompiledStep, isKey: (value: string) => boolean): string[] {
  const keys: string[] = [];
  if (step.title) keys.push(step.title);
  for (const block of step.body ?? []) keys.push(...blockKeys(block));
  const walk = (name: string, value: unknown) => {
    if (typeof value === 'string') {
      if (name.endsWith('Text') || isKey(value)) keys.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(name, v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(k, v);
  };
  for (const [name, value] of Object.entries(step.props ?? {})) walk(name, value);
  for (const button of step.buttons ?? []) {
    keys.push(button.text, ...(button.intro ?? []));
    for (const t of Object.values(button.on ?? {})) keys.push(...targetKeys(t));
  }
  for (const t of Object.values(step.on ?? {})) keys.push(...targetKeys(t));
  return [...new Set(keys)];
}

function targetKeys(t: Target): string[] {
  if (typeof t === 'string' || 'table' in t) return [];
  return 'error' in t ? [t.error] : [t.notice];
}

/** 'failure.reverse' → ['failure.reverse', 'failure.reverse_au', …] as far as English has them. */
export function withVariants(key: string, english: ReadonlyMap<string, string>): string[] {
  const variants = [...english.keys()].filter((k) => k.startsWith(`${key}_`) && !k.slice(key.length + 1).includes('.'));
  return english.has(key) ? [key, ...variants] : variants.length ? variants : [key];
}
