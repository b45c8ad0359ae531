// The account handlers: logging in, accounts, sites and the region's contacts (B, C, J-09…J-11).
// Each handler is declared once, with its contract, where its code is (../define.ts); this
// registry takes them under the names they were declared with.
import { handlersIn } from '../define.ts';
import * as sites from './fleet.ts';
import * as infoCentre from './loadInfoCentre.ts';
import * as supportContact from './loadSupportContact.ts';
import * as signingIn from './login.ts';
import * as accounts from './register.ts';
import * as siteAddress from './saveSiteAddress.ts';
import * as feedback from './sendFeedback.ts';

export const accountHandlers = {
  ...handlersIn(sites),
  ...handlersIn(infoCentre),
  ...handlersIn(supportContact),
  ...handlersIn(signingIn),
  ...handlersIn(accounts),
  ...handlersIn(siteAddress),
  ...handlersIn(feedback),
};
