// Our ES-module useSyncExternalStoreWithSelector (Headless UI's store hook, aliased in by
// src/engine/appAliases.ts): a component re-renders when its selection changes, not when another
// part of the store does, and an equal selection (isEqual) keeps the previous object.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from '../../src/compat/withSelector.ts';

function store<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: T) { state = next; listeners.forEach((l) => l()); },
    subscribe(l: () => void) { listeners.add(l); return () => listeners.delete(l); },
  };
}

describe('useSyncExternalStoreWithSelector on Preact', () => {
  it('re-renders for a change of the selected part only', () => {
    const s = store({ count: 1, other: 'a' });
    let renders = 0;
    function Count() {
      renders += 1;
      const count = useSyncExternalStoreWithSelector(s.subscribe, s.get, undefined, (v) => v.count);
      return <p>count {count}</p>;
    }
    render(<Count />);
    expect(screen.getByText('count 1')).toBeInTheDocument();
    const before = renders;
    act(() => s.set({ ...s.get(), other: 'b' }));
    expect(renders).toBe(before);
    act(() => s.set({ ...s.get(), count: 2 }));
    expect(screen.getByText('count 2')).toBeInTheDocument();
  });

  it('keeps the previous selection while isEqual says it is the same', () => {
    const s = store({ items: ['x'] });
    const seen: string[][] = [];
    function Items() {
      const items = useSyncExternalStoreWithSelector(s.subscribe, s.get, undefined, (v) => v.items, (a, b) => a.join() === b.join());
      seen.push(items);
      return <p>{items.join(',')}</p>;
    }
    render(<Items />);
    act(() => s.set({ items: ['x'] })); // a new array, equal content
    act(() => s.set({ items: ['x', 'y'] }));
    expect(screen.getByText('x,y')).toBeInTheDocument();
    expect(new Set(seen.slice(0, -1)).size).toBe(1);
  });
});
