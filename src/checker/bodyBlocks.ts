// The locale keys a body block names: its text, a list's items, a part's `…Text` settings.
import type { BodyBlock } from '../engine/types.ts';

export function blockKeys(block: BodyBlock): string[] {
  if (typeof block === 'string') return [block];
  if ('part' in block)
    return Object.entries(block.with ?? {})
      .filter(([k, v]) => k.endsWith('Text') && typeof v === 'string')
      .map(([, v]) => v as string);
  if ('list' in block) return block.list;
  if ('steps' in block) return block.steps;
  return Object.values(block) as string[];
}
