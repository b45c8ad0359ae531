// Every handler's contract, by area: the one declaration of each handler's name, input and outcomes
// (src/handlers/<area>/contracts.ts). Pure data: the build-time flow checker imports it in Node.
import { accountContracts } from './account/contracts.ts';
import { configContracts } from './config/contracts.ts';
import type { HandlerContract } from './contract.ts';
import { fleetContracts } from './fleet/contracts.ts';
import { reportContracts } from './report/contracts.ts';
import { runContracts } from './run/contracts.ts';
import { setupContracts } from './setup/contracts.ts';
import { unitContracts } from './unit/contracts.ts';

export const handlerContracts = {
  ...accountContracts,
  ...unitContracts,
  ...configContracts,
  ...runContracts,
  ...fleetContracts,
  ...setupContracts,
  ...reportContracts,
} as const;

export type HandlerName = keyof typeof handlerContracts;
type Contracts = typeof handlerContracts;

const pick = <T>(read: (c: HandlerContract) => T) =>
  Object.fromEntries(Object.entries(handlerContracts).map(([name, c]) => [name, read(c)])) as Record<HandlerName, T>;

/** Each handler's outcome names, as the flow checker reads them. */
export const handlerOutcomes = pick((c) => c.outcomes) as { [N in HandlerName]: Contracts[N]['outcomes'] };

/** Each handler's input shape, as the flow checker reads it. */
export const handlerInputs = pick((c) => c.input) as { [N in HandlerName]: Contracts[N]['input'] };
