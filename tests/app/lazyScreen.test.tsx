// A screen kind's code in a chunk of its own (lazyScreen, src/screens/kinds.ts): once its code is here it is
// drawn without suspending, so React does not hold it back behind its Suspense fallback (300 ms); while its
// code is on its way it suspends, and the screen drawn then is not mounted afresh when the code arrives.
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../src/screens/kinds.ts';

function counting() {
  const seen = { fallbacks: 0, mounts: 0 };
  const Fallback = () => {
    seen.fallbacks++;
    return <p>Loading</p>;
  };
  const Content = ({ text }: { text: string }) => {
    useEffect(() => {
      seen.mounts++;
    }, []);
    return <p>{text}</p>;
  };
  return { seen, Fallback, Content };
}

describe('a screen whose code is a chunk of its own', () => {
  it('is drawn at once, with no fallback, when its code was asked ahead', async () => {
    const { seen, Fallback, Content } = counting();
    const Screen = lazyScreen(() => Promise.resolve({ default: Content }));
    await Screen.preload();
    render(
      <Suspense fallback={<Fallback />}>
        <Screen text="Connect the inverter" />
      </Suspense>,
    );
    expect(screen.getByText('Connect the inverter')).toBeInTheDocument();
    expect(seen.fallbacks).toBe(0);
  });

  it('suspends while its code is on its way, then stays the same screen as it is drawn again', async () => {
    const { seen, Fallback, Content } = counting();
    let arrive: (module: { default: typeof Content }) => void = () => undefined;
    const Screen = lazyScreen(() => new Promise<{ default: typeof Content }>((resolve) => (arrive = resolve)));
    const view = render(
      <Suspense fallback={<Fallback />}>
        <Screen text="first" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Content }));
    expect(await screen.findByText('first')).toBeInTheDocument();
    view.rerender(
      <Suspense fallback={<Fallback />}>
        <Screen text="second" />
      </Suspense>,
    );
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(seen.mounts).toBe(1); // the code's arrival did not draw it afresh
  });
});
