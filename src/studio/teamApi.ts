// The studio page's calls for the team's side: a text's history, going back to older words, and
// publishing the studio's branch for review. Same origin, with the session's token.
import type { Finding } from '../../scripts/studio/checkChange.ts';
import type { TextVersion } from '../../scripts/studio/history.ts';
import type { PublishResult, PublishState } from '../../scripts/studio/publish.ts';
import { sessionToken } from './session.ts';

export type { PublishResult, PublishState, TextVersion };

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`/__studio/api/${path}`, {
    method,
    headers: { 'x-studio-token': sessionToken, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (await response.json()) as T };
}

export interface RestoreAnswer {
  findings?: Finding[];
  restored?: string | null;
  error?: string;
}

export const teamApi = {
  history: (lang: string, key: string) =>
    call<{ versions?: TextVersion[]; error?: string }>('GET', `history?${new URLSearchParams({ lang, key })}`),
  restore: (lang: string, key: string, commit: string) => call<RestoreAnswer>('POST', 'restore', { lang, key, commit }),
  publishState: () => call<PublishState>('GET', 'publish'),
  publish: () => call<PublishResult & { error?: string }>('POST', 'publish', {}),
};
