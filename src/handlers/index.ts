// The handler registry: flows name a handler, this map supplies the code. Each entry is the handler as
// its area declared it (define.ts); the screens' types (registryTypes.ts) and the checker's catalog
// (catalog.generated.json) are taken from it.
import { accountHandlers } from './account/index.ts';
import { configHandlers } from './config/index.ts';
import { runHandlers } from './run/index.ts';
import { unitHandlers } from './unit/index.ts';
import { fleetHandlers } from './fleet/index.ts';
import { setupHandlers } from './setup/index.ts';
import { reportHandlers } from './report/index.ts';

export const handlers = {
  ...accountHandlers,
  ...unitHandlers,
  ...configHandlers,
  ...runHandlers,
  ...fleetHandlers,
  ...setupHandlers,
  ...reportHandlers,
};
