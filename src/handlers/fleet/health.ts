// Health of a unit and of a site. Pure: no React, no words; the screens turn a Health into
// an icon and a locale key (fleet.health.<health>). Worst first: a critical fault, then no network
// (offline counts as a non-critical fault, H-34, but then nothing else is known), then any other
// fault, then fine.
import type { SolshareAtSite } from '../../api/types.ts';

export const HEALTH_ORDER = ['critical', 'offline', 'attention', 'ok'] as const;
export type Health = (typeof HEALTH_ORDER)[number];

export const isHealth = (v: unknown): v is Health => (HEALTH_ORDER as readonly unknown[]).includes(v);

/** 0 = worst */
export const healthRank = (h: Health): number => HEALTH_ORDER.indexOf(h);

/** A unit of a site (K-17): `offline` is reported by the fleet API where it gives it (x-assumption). */
export function unitHealth(u: Pick<SolshareAtSite, 'criticalFaults' | 'nonCriticalFaults' | 'offline'>): Health {
  if (u.criticalFaults > 0) return 'critical';
  if (u.offline === true) return 'offline';
  return u.nonCriticalFaults > 0 ? 'attention' : 'ok';
}
