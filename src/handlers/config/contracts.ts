// The config handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const configContracts = {
  saveAddress: { input: 'formData', outcomes: ['saved'] }, // E-08
  saveSpec: { input: 'formData', outcomes: ['saved'] }, // E-11
  saveConnection: { input: 'connectionChoice', outcomes: ['next', 'review'] }, // E-16: next group, or the review after group 4
  chooseConnectionType: { input: 'choice', outcomes: ['three', 'single', 'next', 'review'] }, // E-13, E-14; No Connection stored at once (E-16)
  loadConnectionEdit: { input: 'none', outcomes: ['ready'] }, // /commission/16 on arrival: the five groups as boxes (a form's FormStart)
  saveEditedConnections: { input: 'formData', outcomes: ['saved'] }, // E-22, Z-52
  chooseDeliveryMethod: { input: 'choice', outcomes: ['allocation', 'ctAutomatic', 'ctPage'] }, // E-26…E-28
  loadAllocationPhase: { input: 'none', outcomes: ['ready'] }, // E-29…E-37: the phase's connections and the boxes' start
  saveAllocationPhase: { input: 'formData', outcomes: ['next', 'review'] }, // E-38
  confirmAllocation: { input: 'none', outcomes: ['ctAutomatic', 'ctPage'] }, // E-41, Z-13
  decideCtStep: { input: 'none', outcomes: ['ctAutomatic', 'ctPage'] }, // E-45
  chooseCtRating: { input: 'choice', outcomes: ['chosen', 'automatic'] }, // E-42, Z-51
  loadConnectionReview: { input: 'none', outcomes: ['ready'] }, // /commission/15 on arrival (E-21): the five groups as entered
  loadAllocationReview: { input: 'none', outcomes: ['ready'] }, // /commission/unequal-allocation-review on arrival (E-41): each phase's stored percents
} as const satisfies HandlerContracts;
