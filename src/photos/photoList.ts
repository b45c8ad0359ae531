// The tiles of a job's photo step, from content/photos.json: the site's country's list (else the
// default one), each kind once, or once per phase of the unit when the kind is taken per phase.
//   AU, 3P: meterBoard, ctClamp L1, ctClamp L2, ctClamp L3, unitWiring, …
//   AU, 2P: meterBoard, ctClamp L1, ctClamp L2, unitWiring, …
import content from '../../content/photos.json';
import type { Phase, PhotoKind } from '../api/types.ts';

export interface PhotoTile {
  kind: PhotoKind;
  phase?: Phase;
  /** locale keys; the title takes {{phase}} */
  title: string;
  hint: string;
  required: boolean;
  /** how many photos the tile holds */
  max: number;
}

interface ListEntry {
  kind: string;
  required: boolean;
  max?: number;
}

const kinds: Record<string, { title: string; hint: string; perPhase?: boolean }> = content.kinds;
const lists: Record<string, ListEntry[] | undefined> = content.lists;

export function photoTiles(country: string, phases: readonly Phase[]): PhotoTile[] {
  const list = lists[country.toUpperCase()] ?? lists.default ?? [];
  return list.flatMap(({ kind, required, max = 1 }) => {
    const words = kinds[kind];
    if (!words) return []; // the content checker refuses a list naming an unknown kind
    const tile = { kind, title: words.title, hint: words.hint, required, max };
    return words.perPhase ? phases.map((phase) => ({ ...tile, phase })) : [tile];
  });
}

/** One tile's name, to find its photos among the job's: 'ctClamp:L2', 'meterBoard'. */
export const tileKey = (t: { kind: string; phase?: Phase }): string => (t.phase ? `${t.kind}:${t.phase}` : t.kind);
