// The account handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const accountContracts = {
  login: { input: 'credentials', outcomes: ['loggedIn'] }, // B-03, B-04, Z-27
  forgetPassword: { input: 'email', outcomes: ['sent'] }, // B-08: `email sent`; a failure says `email send failed` and why
  register: { input: 'formData', outcomes: ['registered'] }, // B-10, Z-44
  resetPassword: { input: 'formData', outcomes: ['reset'] }, // B-13
  loadFleet: { input: 'reload', outcomes: ['loaded'] }, // K-16
  beginCommissioning: { input: 'none', outcomes: ['hasSites', 'noSites'] }, // C-07
  chooseSite: { input: 'site', outcomes: ['chosen'] }, // C-10
  clearAddress: { input: 'none', outcomes: ['cleared'] }, // C-11
  saveSiteAddress: { input: 'formData', outcomes: ['saved'] }, // C-13, Z-16
  sendFeedback: { input: 'formData', outcomes: ['sent'] }, // J-07
  loadSupportContact: { input: 'none', outcomes: ['ready'] }, // /contact on arrival (J-11)
  loadInfoCentre: { input: 'none', outcomes: ['ready'] }, // /info-centre on arrival (J-09, J-10)
} as const satisfies HandlerContracts;
