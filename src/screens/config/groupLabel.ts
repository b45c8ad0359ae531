// N-14 keeps a two-phase unit's labels `L1`/`L2` in every output group, so on their own they do not
// say which group is meant: wherever such a label stands outside its group's box (allocation rows,
// error messages, field names) the group is named with it. Labels that carry the group (L1-2, R2)
// are left as they are.
import type { TFunction } from 'i18next';

const BARE = /^L[1-3]$/;

export const needsGroupName = (label: string): boolean => BARE.test(label);

/** ("L1", 1) → "L1 of output group 2"; ("L1-2", 1) → "L1-2". */
export function labelInGroup(label: string, group: number, t: TFunction): string {
  return needsGroupName(label) ? t('connections.labelInGroup', { label, number: group + 1 }) : label;
}

/** The same boxes with each label naming its group (outer index), for messages that list labels. */
export function withGroupLabels<B extends { label: string }>(groups: readonly (readonly B[])[], t: TFunction): B[][] {
  return groups.map((boxes, group) => boxes.map((b) => ({ ...b, label: labelInGroup(b.label, group, t) })));
}
