// Text typed into a page drawn from HTML before the app has taken it over reaches the form's state,
// whether React takes the form's part over (hydrates it) or, because an update reached that part while
// its code was still loading, draws it afresh and removes the fields that were typed into. Real React:
// the HTML from renderToString, taken over by hydrateRoot.
import { act, lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteTypedInput, useTypedBeforeHydration } from '../../src/app/hydration.ts';

// what the app's store would hold: the comment the form's state ends with
let saved = '';
type Props = { heading: string };
function Form({ heading }: Props) {
  const [comment, setComment] = useState('Quick');
  useTypedBeforeHydration('form-nps');
  saved = comment;
  return (
    <form id="form-nps">
      <h1>{heading}</h1>
      <input id="form-nps_comment" aria-label="Comment" value={comment} onChange={(e) => setComment(e.target.value)} />
    </form>
  );
}

// something above the form that changes while its code loads (a store the screen reads)
let heading = 'Score';
const listeners = new Set<() => void>();
const setHeading = (next: string) => {
  heading = next;
  listeners.forEach((l) => l());
};
function Screen({ LazyForm }: { LazyForm: ComponentType<Props> }) {
  const shown = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => heading,
    () => heading,
  );
  return (
    <Suspense fallback={<p>loading</p>}>
      <LazyForm heading={shown} />
    </Suspense>
  );
}

let app: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  saved = '';
  heading = 'Score';
  app = document.createElement('div');
  app.id = 'app';
  app.innerHTML = renderToString(<Screen LazyForm={Form} />);
  document.body.append(app);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  app.remove();
});

const comment = () => document.getElementById('form-nps_comment') as HTMLInputElement;

/** what a person does: types at the end of the drawn text, before the app has taken the page over */
function typeIntoDrawnField(text: string) {
  comment().value += text;
  comment().dispatchEvent(new Event('input', { bubbles: true }));
}

/** hydrateRoot with the form's code still loading; `arrive` hands it over */
function takeOverWithFormLoading() {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType<Props> }>((resolve) => (arrive = () => resolve({ default: Form })));
  const LazyForm = lazy(() => code);
  noteTypedInput(app);
  act(() => {
    root = hydrateRoot(app, <Screen LazyForm={LazyForm} />, { onRecoverableError: () => undefined });
  });
  return async () => {
    await act(async () => {
      arrive();
      await code;
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
  };
}

describe('text typed before the app has taken the page over', () => {
  it('reaches the form when React takes the form over', async () => {
    const arrive = takeOverWithFormLoading();
    const drawnField = comment();
    typeIntoDrawnField(' to set up');
    await arrive();
    expect(comment()).toBe(drawnField);
    expect(saved).toBe('Quick to set up');
    expect(comment().value).toBe('Quick to set up');
  });

  it('reaches the form when an update made React draw the form afresh, its typed field removed', async () => {
    const arrive = takeOverWithFormLoading();
    const drawnField = comment();
    typeIntoDrawnField(' to set up');
    act(() => setHeading('Your score'));
    await arrive();
    expect(comment(), 'drawn afresh: a new field').not.toBe(drawnField);
    expect(saved).toBe('Quick to set up');
    expect(comment().value).toBe('Quick to set up');
  });
});
