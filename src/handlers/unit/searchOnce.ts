// D-07, K-06: one GET /v2/commission/meter/{serial}, read as a step of the search: a terminal result,
// `offline` (406: keep polling) or `callFailed` (the request failed; its class says why). The search's
// polling (searchUnit.ts) and its first request asked ahead (searchAhead.ts) both read it here.
import type { ApiFailure } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type { SearchMeterResponse } from '../../api/types.ts';

export type SearchTerminal =
  'ready' | 'commissioning' | 'notFound' | 'alreadyCommissioned' | 'needsPowerCycle' | 'forbidden' | 'notCommissioned';
export type SearchStep =
  { kind: SearchTerminal | 'offline'; facts: SearchMeterResponse } | { kind: 'callFailed'; failure: ApiFailure };

const CODES: Readonly<Record<number, SearchTerminal | 'offline'>> = {
  200: 'ready',
  205: 'commissioning',
  206: 'needsPowerCycle',
  403: 'forbidden',
  404: 'notFound',
  406: 'offline',
  409: 'alreadyCommissioned',
  423: 'notCommissioned',
};

export async function searchUnitOnce(api: ProviderApi, serial: string, signal?: AbortSignal): Promise<SearchStep> {
  const result = await api.searchMeter(serial, signal);
  if (!result.ok) return { kind: 'callFailed', failure: result };
  const kind = CODES[result.data.code];
  // a code the contract does not list cannot be acted on: the server's answer is at fault
  if (kind === undefined)
    return {
      kind: 'callFailed',
      failure: {
        ok: false,
        status: result.status,
        kind: 'server',
        message: `Unexpected search result code ${String(result.data.code)}`,
      },
    };
  return { kind, facts: result.data };
}
