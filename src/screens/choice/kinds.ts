// The `choice` kind: a closed set of options declared in the flow. It emits no outcome of its own:
// the chosen value goes to the step's `run:` handler, whose outcomes the flow maps (pure data).
export const choiceScreenOutcomes = {
  choice: [], // /commission/17, /commission/ct-rating, /commission/12/:index (docs/ENGINE.md, "The `choice` kind")
} as const satisfies Record<string, readonly string[]>;
