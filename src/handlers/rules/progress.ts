// Commissioning run progress bar (E-58…E-61, M-07, Z-50) (the wizard's percentages, E-62, M-22, Z-29, are each step's `progress` in flows/).

export const CONFIG_PROGRESS_START = 3;
export const CONFIG_PROGRESS_END = 10;
export const CONFIG_PROGRESS_MS = 120_000;
/** E-59: shown once the config passes, before the first log arrives. */
export const CONFIG_PASSED_PROGRESS = 11;
/** E-61: a log status other than pending completes the bar. */
export const RUN_DONE_PROGRESS = 100;

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/** E-58, Z-50: 3 → 10 linearly over 120000 ms, then held at 10 while config is still pending. */
export function configProgress(elapsedMs: number): number {
  const t = clamp01(elapsedMs / CONFIG_PROGRESS_MS);
  return CONFIG_PROGRESS_START + (CONFIG_PROGRESS_END - CONFIG_PROGRESS_START) * t;
}

/**
 * E-60, Z-50: the current task moves linearly from startPercent to endPercent over durationMs and
 * holds at endPercent; never below `previous` (the bar must not move backwards between logs).
 * A non-positive duration jumps straight to endPercent.
 */
export function taskProgress(
  startPercent: number,
  endPercent: number,
  elapsedMs: number,
  durationMs: number,
  previous = 0,
): number {
  const t = durationMs > 0 ? clamp01(elapsedMs / durationMs) : 1;
  return Math.max(previous, startPercent + (endPercent - startPercent) * t);
}

/**
 * Where a reported bar stands at `now`: `percent`, moving linearly towards `ramp.to` over
 * `ramp.overMs` from `ramp.since`, then holding; undefined when nothing was reported.
 * { percent: 3, ramp: { to: 10, since: 0, overMs: 120_000 } } at 60_000 → 6.5; at 600_000 → 10.
 */
export function barValue(
  bar: { percent?: number; ramp?: { to: number; since: number; overMs: number } },
  now: number,
): number | undefined {
  if (bar.percent === undefined) return undefined;
  if (!bar.ramp) return bar.percent;
  const t = bar.ramp.overMs > 0 ? clamp01((now - bar.ramp.since) / bar.ramp.overMs) : 1;
  return bar.percent + (bar.ramp.to - bar.percent) * t;
}

/** "1:05" for 65_000 ms, and its parts for texts that word them ("1 min 5 s"). */
export function elapsedParts(ms: number): { time: string; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return { time: `${minutes}:${String(seconds).padStart(2, '0')}`, minutes, seconds };
}
