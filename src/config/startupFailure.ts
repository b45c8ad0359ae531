// Why config.json could not be had at start-up, and whether a reload can help: no signal, a time-out,
// a busy or failing server (5xx, 429) may pass; a missing file (404) or a broken one will not until
// the deployment is fixed. The start-up page says which, and offers Reload only when it can help.
export type StartupReason = 'offline' | 'timeout' | 'server' | 'tooMany' | 'missing' | 'refused' | 'invalid';

export class StartupFailure extends Error {
  constructor(
    readonly reason: StartupReason,
    detail: string, // for the console and the report: what exactly failed
  ) {
    super(detail);
  }

  get reloadHelps(): boolean {
    return (
      this.reason === 'offline' || this.reason === 'timeout' || this.reason === 'server' || this.reason === 'tooMany'
    );
  }
}

/** The reason for an HTTP status of config.json. */
export function reasonOfStatus(status: number): StartupReason {
  if (status === 429) return 'tooMany';
  if (status === 408 || status >= 500) return 'server';
  if (status === 404 || status === 410) return 'missing';
  return 'refused';
}

/** The service worker's last good copy of config.json (vite.config.ts: cache 'app-config'), if any. */
export async function keptConfigCopy(): Promise<Response | undefined> {
  try {
    if (typeof caches === 'undefined') return undefined;
    const cache = await caches.open('app-config');
    return (await cache.match('/config.json')) ?? undefined;
  } catch {
    return undefined; // no Cache API here (private mode, an old browser): there is no copy
  }
}
