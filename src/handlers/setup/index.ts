// The setup handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import { loadConnectedUnits } from './loadConnectedUnits.ts';
import { loadDeliveryMethod } from './loadDeliveryMethod.ts';
import type { setupContracts } from './contracts.ts';
import { loadConnectedUnitsEdit, saveConnectedUnits } from './saveConnectedUnits.ts';
import { loadDeliveryMethodEdit } from './loadDeliveryMethodEdit.ts';
import { saveDeliveryMethod } from './saveDeliveryMethod.ts';
import { loadResetConnections } from './resetConnections.ts';
import { startRecommissioning } from './startRecommissioning.ts';
import { startRecommissioningWithSpec } from './startRecommissioningWithSpec.ts';

export const setupHandlers: HandlerImpls<typeof setupContracts> = {
  loadDeliveryMethodEdit,
  loadConnectedUnits,
  loadDeliveryMethod,
  saveDeliveryMethod,
  loadConnectedUnitsEdit,
  saveConnectedUnits,
  loadResetConnections,
  startRecommissioning,
  startRecommissioningWithSpec,
};
