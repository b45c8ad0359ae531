// The config handlers: the wizard's address, specifications, connections, delivery, allocation and CT steps (E).
// Each handler is declared once, with its contract, where its code is (../define.ts); this
// registry takes them under the names they were declared with.
import { handlersIn } from '../define.ts';
import * as ctStep from './ctStep.ts';
import * as delivery from './delivery.ts';
import * as connectionEdit from './editConnections.ts';
import * as allocationReview from './loadAllocationReview.ts';
import * as connectionReview from './loadConnectionReview.ts';
import * as address from './saveAddress.ts';
import * as allocation from './saveAllocation.ts';
import * as connection from './saveConnection.ts';
import * as spec from './saveSpec.ts';

export const configHandlers = {
  ...handlersIn(ctStep),
  ...handlersIn(delivery),
  ...handlersIn(connectionEdit),
  ...handlersIn(allocationReview),
  ...handlersIn(connectionReview),
  ...handlersIn(address),
  ...handlersIn(allocation),
  ...handlersIn(connection),
  ...handlersIn(spec),
};
