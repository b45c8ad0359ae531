// The handler registry: flows name a handler, this map supplies the code.
import { accountHandlers } from './account/index.ts';
import { configHandlers } from './config/index.ts';
import { runHandlers } from './run/index.ts';
import { unitHandlers } from './unit/index.ts';
import { fleetHandlers } from './fleet/index.ts';
import { setupHandlers } from './setup/index.ts';
import { reportHandlers } from './report/index.ts';
import type { HandlerRegistry } from './types.ts';

export const handlers: HandlerRegistry = {
  ...accountHandlers,
  ...unitHandlers,
  ...configHandlers,
  ...runHandlers,
  ...fleetHandlers,
  ...setupHandlers,
  ...reportHandlers,
};
