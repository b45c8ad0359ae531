// The account handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import { beginCommissioning, chooseSite, clearAddress, loadFleet } from './fleet.ts';
import { forgetPassword, login } from './login.ts';
import { loadInfoCentre } from './loadInfoCentre.ts';
import { loadSupportContact } from './loadSupportContact.ts';
import type { accountContracts } from './contracts.ts';
import { register, resetPassword } from './register.ts';
import { saveSiteAddress } from './saveSiteAddress.ts';
import { sendFeedback } from './sendFeedback.ts';

export const accountHandlers: HandlerImpls<typeof accountContracts> = {
  login,
  forgetPassword,
  register,
  resetPassword,
  loadFleet,
  beginCommissioning,
  chooseSite,
  clearAddress,
  saveSiteAddress,
  sendFeedback,
  loadSupportContact,
  loadInfoCentre,
};
