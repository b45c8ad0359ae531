// Screen kinds every flow uses, and the outcomes each can emit (pure data).
export const coreScreenOutcomes = {
  info: [], // title, body blocks and buttons
  error: [], // /error: `Sorry!`, the stored message, optional sanitised HTML, back (J-12)
  checklist: ['done'], // ticks that must all be set before NEXT (C-05, C-06)
  form: [], // a content/forms schema; submitting runs the step's handler
  poll: [], // runs its handler on arrival and shows progress until an outcome (D-07)
} as const satisfies Record<string, readonly string[]>;
