// Power icon colour on /system-info (H-09) and the network icons (H-10).

export type IconColour = 'red' | 'yellow' | 'green';

export interface FaultSummary {
  critical: number;
  nonCritical: number;
  offline: boolean;
}

/** H-09, H-34: red for any critical fault; else yellow for a non-critical fault or offline; else green. */
export function powerIconColour({ critical, nonCritical, offline }: FaultSummary): IconColour {
  if (critical > 0) return 'red';
  if (nonCritical > 0 || offline) return 'yellow';
  return 'green';
}

/** H-10: the wifi and network icons turn yellow while the unit is offline. */
export function networkIconColour(offline: boolean): 'yellow' | 'green' {
  return offline ? 'yellow' : 'green';
}
