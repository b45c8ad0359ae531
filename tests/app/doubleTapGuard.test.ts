// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// The second tap of a gloved double tap that lands on the screen the first tap opened is dropped;
// every other click acts (src/app/doubleTapGuard.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_TAP_MS, DOUBLE_TAP_PX, guardDoubleTaps, isStrayTap, type Tap } from '../../src/app/doubleTapGuard.ts';

const first: Tap = { at: 1000, x: 195, y: 600, screen: '/commission/unequal-allocation/1' };

describe('a stray second tap', () => {
  it('is one on another screen, at about the same spot, within a double tap', () => {
    expect(isStrayTap(first, { at: 1200, x: 200, y: 610, screen: '/commission/unequal-allocation/2' })).toBe(true);
  });

  it('is not one on the same screen, later, elsewhere, or with no tap before', () => {
    const next = { ...first, at: 1200, screen: '/commission/unequal-allocation/2' };
    expect(isStrayTap(first, { ...next, screen: first.screen })).toBe(false);
    expect(isStrayTap(first, { ...next, at: first.at + DOUBLE_TAP_MS })).toBe(false);
    expect(isStrayTap(first, { ...next, y: first.y + DOUBLE_TAP_PX + 1 })).toBe(false);
    expect(isStrayTap(null, next)).toBe(false);
  });
});

describe('guardDoubleTaps', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const click = (init: MouseEventInit & { pointerType?: string }) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 195, clientY: 600, ...init });
    if (init.pointerType) Object.defineProperty(event, 'pointerType', { value: init.pointerType });
    document.body.dispatchEvent(event);
    return event;
  };

  it("drops a finger's second tap on the next screen, and lets a mouse's own click or a key act", () => {
    guardDoubleTaps(window);
    const seen = vi.fn();
    document.body.addEventListener('click', seen);
    window.history.replaceState(null, '', '/commission/3');
    click({ detail: 1 });
    window.history.replaceState(null, '', '/commission/5');
    expect(click({ detail: 1, pointerType: 'touch' }).defaultPrevented).toBe(true);
    window.history.replaceState(null, '', '/commission/8');
    expect(click({ detail: 2 }).defaultPrevented).toBe(true); // a mouse's double click counts as one
    expect(click({ detail: 2 }).defaultPrevented).toBe(false); // on the screen the first tap is on: its own button
    window.history.replaceState(null, '', '/commission/10');
    expect(click({ detail: 1 }).defaultPrevented).toBe(false); // a click of its own, as a test's
    window.history.replaceState(null, '', '/commission/address');
    expect(click({ detail: 0, pointerType: 'touch' }).defaultPrevented).toBe(false); // Enter on a button
    expect(seen).toHaveBeenCalledTimes(4);
  });
});
