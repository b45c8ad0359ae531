// A part of the app's code that could not be downloaded: no signal, or too little, before the service
// worker holds the app. Not a defect to report; asking again once there is signal mends it in place where the
// browser asks the server again for a module whose download failed (Chromium, WebKit); Firefox keeps the
// failure, and ScreenErrorBoundary reloads there once the module can be downloaded.
export class CodeNotDownloaded extends Error {
  constructor(cause: unknown) {
    super('Part of the app could not be downloaded', { cause });
    this.name = 'CodeNotDownloaded';
  }
}

export const isCodeNotDownloaded = (error: unknown): error is CodeNotDownloaded => error instanceof CodeNotDownloaded;

// React keeps a lazy()'s failure for good, and retries a failed render by itself: a part that made a fresh
// lazy() as it drew would download again and again while there is no signal. So a failed part leaves here
// how to make its fresh one, and only the person's Try again (or a new route, or the signal back) uses it.
const askAgainFor = new Set<() => void>();

export function whenAskedAgain(renew: () => void): void {
  askAgainFor.add(renew);
}

/** Every part whose code failed asks for it afresh on its next draw. */
export function askAgainForCode(): void {
  for (const renew of askAgainFor) renew();
  askAgainFor.clear();
}

/** The address of the module whose download failed, where the browser names it (Chromium, Firefox); only the app's own. */
export function failedModuleUrl(error: CodeNotDownloaded): string | undefined {
  const said = error.cause instanceof Error ? error.cause.message : '';
  const url = /\bhttps?:\/\/[^\s'"]+/.exec(said)?.[0];
  return url && new URL(url).origin === location.origin ? url : undefined;
}

/** Whether the module can be downloaded now: the signal is back. */
export const canDownload = (url: string): Promise<boolean> =>
  fetch(url).then(
    (answer) => answer.ok,
    () => false,
  );
