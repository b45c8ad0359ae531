// The config handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import { chooseCtRating, decideCtStep } from './ctStep.ts';
import { chooseDeliveryMethod, confirmAllocation } from './delivery.ts';
import { loadAllocationReview } from './loadAllocationReview.ts';
import { loadConnectionReview } from './loadConnectionReview.ts';
import type { configContracts } from './contracts.ts';
import { saveAddress } from './saveAddress.ts';
import { loadAllocationPhase, saveAllocationPhase } from './saveAllocation.ts';
import { loadConnectionEdit, saveEditedConnections } from './editConnections.ts';
import { chooseConnectionType, saveConnection } from './saveConnection.ts';
import { saveSpec } from './saveSpec.ts';

export const configHandlers: HandlerImpls<typeof configContracts> = {
  saveAddress,
  saveSpec,
  saveConnection,
  chooseConnectionType,
  loadConnectionEdit,
  saveEditedConnections,
  chooseDeliveryMethod,
  loadAllocationPhase,
  saveAllocationPhase,
  confirmAllocation,
  decideCtStep,
  chooseCtRating,
  loadConnectionReview,
  loadAllocationReview,
};
