// A tap on a page drawn from HTML, made before React has taken the tapped button over (its part's code
// still loading behind a Suspense boundary, as a form's module is), acts once React has: React itself
// drops such a tap. Real React: the HTML from renderToString, taken over by hydrateRoot.
import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdTaps } from '../../src/boot/holdTaps.ts';

type Props = { onBack(): void; onKind?(kind: string): void };
function Form({ onBack, onKind }: Props) {
  const [kind, setKind] = useState('comment');
  const choose = (next: string) => {
    setKind(next);
    onKind?.(next);
  };
  return (
    <form>
      <input aria-label="DC size" />
      {['comment', 'issue'].map((value) => (
        <label key={value}>
          <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => choose(value)} />
          <span>{value === 'issue' ? 'Flag an issue' : 'Leave a comment'}</span>
        </label>
      ))}
      <button type="button" onClick={onBack}>
        Back
      </button>
    </form>
  );
}

let app: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  app = document.createElement('div');
  app.id = 'app';
  app.dataset.prerendered = '/commission/specifications';
  app.innerHTML = renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Form onBack={() => undefined} />
    </Suspense>,
  );
  document.body.append(app);
});
const cleanups: (() => void)[] = [];
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  app.remove();
  cleanups.splice(0).forEach((c) => c());
});

/** hydrateRoot with the form's code still loading; `arrive` hands it over */
function takeOverWithFormLoading(onBack: () => void, onKind?: (kind: string) => void) {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType<Props> }>((resolve) => (arrive = () => resolve({ default: Form })));
  const LazyForm = lazy(() => code);
  act(() => {
    root = hydrateRoot(
      app,
      <Suspense fallback={<p>loading</p>}>
        <LazyForm onBack={onBack} onKind={onKind} />
      </Suspense>,
    );
  });
  return async () => {
    await act(async () => {
      arrive();
      await code;
    });
  };
}

const back = () => [...app.querySelectorAll('button')].find((b) => b.textContent === 'Back')!;
const issueLabel = () => [...app.querySelectorAll('span')].find((s) => s.textContent === 'Flag an issue')!;
const issue = () => app.querySelector<HTMLInputElement>('input[value=issue]')!;
const comment = () => app.querySelector<HTMLInputElement>('input[value=comment]')!;
const settle = () => act(() => new Promise((r) => setTimeout(r, 200)));

describe('a tap on a page drawn from HTML', () => {
  it('is lost by React when it lands on a part whose code is still loading (why taps are held)', async () => {
    const onBack = vi.fn();
    const arrive = takeOverWithFormLoading(onBack);
    back().click();
    await arrive();
    await settle();
    expect(onBack).not.toHaveBeenCalled();
  });

  it('acts once React has taken the button over, when tapped while its code was still loading', async () => {
    cleanups.push(holdTaps(app));
    const onBack = vi.fn();
    const arrive = takeOverWithFormLoading(onBack);
    back().click();
    await settle();
    expect(onBack).not.toHaveBeenCalled();
    await arrive();
    await settle();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('acts once when tapped before the app has even started, and a double tap acts once too', async () => {
    cleanups.push(holdTaps(app));
    const onBack = vi.fn();
    back().click();
    back().click();
    const arrive = takeOverWithFormLoading(onBack);
    await arrive();
    await settle();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('acts at once, not held, on a button React has taken over', async () => {
    cleanups.push(holdTaps(app));
    const onBack = vi.fn();
    await takeOverWithFormLoading(onBack)();
    back().click();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows a choice tapped on its label while its code was loading ticked at once, and the app hears of it once it has taken the choice over', async () => {
    cleanups.push(holdTaps(app));
    const onKind = vi.fn();
    const arrive = takeOverWithFormLoading(vi.fn(), onKind);
    issueLabel().click();
    expect(issue().checked, 'ticked as the person sees it').toBe(true);
    await arrive();
    await settle();
    expect(onKind).toHaveBeenCalledWith('issue');
    expect(issue().checked).toBe(true);
    comment().click(); // taken over now: React alone acts
    expect(onKind).toHaveBeenLastCalledWith('comment');
    expect(onKind).toHaveBeenCalledTimes(2);
  });

  it('gives the app the last of several choices tapped before the take-over, in the order tapped', async () => {
    cleanups.push(holdTaps(app));
    const onKind = vi.fn();
    issue().click();
    comment().click();
    issueLabel().click();
    const arrive = takeOverWithFormLoading(vi.fn(), onKind);
    await arrive();
    await settle();
    expect(onKind).toHaveBeenLastCalledWith('issue');
    expect(issue().checked).toBe(true);
    expect(comment().checked).toBe(false);
  });

  it('gives a choice again when React did not hear it the first time (given while React was putting the part on the page)', async () => {
    cleanups.push(holdTaps(app));
    const onKind = vi.fn();
    const arrive = takeOverWithFormLoading(vi.fn(), onKind);
    issueLabel().click();
    let dropped = 0;
    const dropFirst = (e: Event) => {
      if (dropped > 0 || e.target !== issue()) return;
      dropped += 1;
      e.stopPropagation(); // React's listener never sees it
    };
    app.addEventListener('click', dropFirst, true);
    cleanups.push(() => app.removeEventListener('click', dropFirst, true));
    await arrive();
    await settle();
    await settle();
    expect(dropped).toBe(1);
    expect(onKind).toHaveBeenCalledWith('issue');
    expect(onKind).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the app draws the page afresh instead of taking it over', async () => {
    cleanups.push(holdTaps(app));
    const onBack = vi.fn();
    const held = back();
    held.click();
    delete app.dataset.prerendered; // main.tsx: createRoot, or the stop page
    await settle();
    expect(onBack).not.toHaveBeenCalled();
  });
});
