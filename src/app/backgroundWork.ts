// Work the first screen does not need (prefetches, the service worker, the header's first wifi check)
// waits until that screen is drawn and the phone has settled: on one bar of signal it would otherwise
// compete with the screen's own code. main.tsx holds it at start and lets it go when idle; anywhere
// else (tests, tools) nothing is held.
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

export function holdBackgroundWork(): void {
  gate = new Promise((resolve) => {
    release = resolve;
  });
}

export function releaseBackgroundWork(): void {
  release();
}

export const afterFirstScreen = (): Promise<void> => gate;
