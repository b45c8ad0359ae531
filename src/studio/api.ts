// The studio page's calls to its server: same origin, with the session's token (session.ts).
import type { Change } from '../../scripts/studio/changes.ts';
import type { Finding } from '../../scripts/studio/checkChange.ts';
import type { PendingFile } from '../../scripts/studio/git.ts';
import type { PendingHunks } from '../../scripts/studio/undoChange.ts';
import type { studioModel } from '../../scripts/studio/model.ts';
import { sessionToken as token } from './session.ts';

export type StudioModel = ReturnType<typeof studioModel> & { version: string; repository: string };
export type { Change, Finding, PendingFile };

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`/__studio/api/${path}`, {
    method,
    headers: { 'x-studio-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (await response.json()) as T };
}

export interface CheckAnswer {
  findings: Finding[];
  ms: number;
  saved?: string[];
  error?: string;
}

export const studioApi = {
  model: () => call<StudioModel>('GET', 'model'),
  pending: () => call<{ files: PendingFile[] }>('GET', 'pending'),
  check: (changes: Change[]) => call<CheckAnswer>('POST', 'check', { changes }),
  save: (changes: Change[]) => call<CheckAnswer>('POST', 'save', { changes }),
  undo: (file: string) => call<{ ok?: true; error?: string }>('POST', 'undo', { file }),
  hunks: () => call<{ files: PendingHunks[] }>('GET', 'hunks'),
  undoChange: (file: string, hunk: string) =>
    call<{ ok?: true; error?: string }>('POST', 'undo-change', { file, hunk }),
  commit: (message: string) =>
    call<{ ok?: true; commit?: string; branch?: string; error?: string }>('POST', 'commit', { message }),
};
