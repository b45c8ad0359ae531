// N-17, Z-48: unequal allocation needs unit software strictly above v0.4.5, compared numerically
// segment by segment (0.4.10 > 0.4.5). Wizard passes `swVersion`, service screens `meter.softwareVersion`.

export const MIN_UNEQUAL_ALLOCATION_VERSION: readonly number[] = [0, 4, 5];

/** "v0.4.10" → [0, 4, 10]; null when missing or not dot-separated integers after an optional v. */
export function parseSoftwareVersion(version: string | null | undefined): number[] | null {
  const text = (version ?? '').trim().replace(/^v/i, '');
  if (!/^[0-9]+(\.[0-9]+)*$/.test(text)) return null;
  return text.split('.').map(Number);
}

/** Segment-wise comparison; missing segments count as 0 (0.5 = 0.5.0). */
export function compareVersions(a: readonly number[], b: readonly number[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Y.16b: v0.4.5 → false, v0.4.6 → true, v0.4.10 → true, missing or unparseable → false. */
export function supportsUnequalAllocation(version?: string | null): boolean {
  const parsed = parseSoftwareVersion(version);
  return parsed !== null && compareVersions(parsed, MIN_UNEQUAL_ALLOCATION_VERSION) > 0;
}
