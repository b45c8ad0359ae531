// The setup handlers: a commissioned unit's delivery method, connected units and re-commissioning (Z-41, Z-42).
// Each handler is declared once, with its contract, where its code is (../define.ts); this
// registry takes them under the names they were declared with.
import { handlersIn } from '../define.ts';
import * as connectedUnits from './loadConnectedUnits.ts';
import * as deliveryMethod from './loadDeliveryMethod.ts';
import * as deliveryMethodEdit from './loadDeliveryMethodEdit.ts';
import * as connectionsReset from './resetConnections.ts';
import * as connectedUnitsEdit from './saveConnectedUnits.ts';
import * as deliveryMethodSave from './saveDeliveryMethod.ts';
import * as recommissioning from './startRecommissioning.ts';
import * as recommissioningWithSpec from './startRecommissioningWithSpec.ts';

export const setupHandlers = {
  ...handlersIn(connectedUnits),
  ...handlersIn(deliveryMethod),
  ...handlersIn(deliveryMethodEdit),
  ...handlersIn(connectionsReset),
  ...handlersIn(connectedUnitsEdit),
  ...handlersIn(deliveryMethodSave),
  ...handlersIn(recommissioning),
  ...handlersIn(recommissioningWithSpec),
};
