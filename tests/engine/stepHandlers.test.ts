// @vitest-environment node
// The handlers a step may run while it shows (what the app fetches early): its load, its run and its
// buttons' runs, each once, and none for a step that runs nothing.
import { expect, it } from 'vitest';
import { handlersOf } from '../../src/engine/stepHandlers.ts';

it("names a step's load, its run and its buttons' runs, each once", () => {
  expect(
    handlersOf({
      load: 'loadConnectionReview',
      run: 'saveConnection',
      buttons: [
        { text: 'a', run: 'confirmAllocation' },
        { text: 'b', to: '/x' },
        { text: 'c', run: 'saveConnection' },
      ],
    }),
  ).toEqual(['loadConnectionReview', 'saveConnection', 'confirmAllocation']);
});

it('names none for a step that only links on', () => {
  expect(handlersOf({ buttons: [{ text: 'a', to: '/x' }] })).toEqual([]);
});
