// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// The app's Trusted Types default policy lets through only what the app itself
// writes, and the start-up guard refuses the ways out that no header closes (the three engines run
// both in e2e/journeys/waysOut.journey.ts; here each rule alone).
import { describe, expect, it, vi } from 'vitest';
import { installTrustedTypesPolicy } from '../../src/trustedTypesPolicy';
import { guardTheWaysOut } from '../../src/leaveGuard';

type Rules = { createHTML(s: string): string; createScript(s: string): string; createScriptURL(s: string): string };

describe("the app's Trusted Types default policy", () => {
  const policy = () => {
    let rules: Rules | undefined;
    installTrustedTypesPolicy({
      trustedTypes: {
        createPolicy: (name: string, r: unknown) => {
          expect(name).toBe('default');
          rules = r as Rules;
        },
      },
    });
    return rules!;
  };

  it('lets script URLs of this origin through (the service worker) and refuses any other', () => {
    const rules = policy();
    expect(rules.createScriptURL('/sw.js')).toBe('/sw.js');
    expect(rules.createScriptURL(`${location.origin}/assets/worker.js`)).toBe(`${location.origin}/assets/worker.js`);
    expect(() => rules.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
  });

  it("refuses HTML and script strings, but React's inert script element", () => {
    const rules = policy();
    expect(rules.createHTML('<script></script>')).toBe('<script></script>');
    expect(() => rules.createHTML('<img src=x onerror=alert(1)>')).toThrow(TypeError);
    expect(() => rules.createScript('alert(1)')).toThrow(TypeError);
  });
});

describe('the start-up guard of the ways out', () => {
  const scope = () => {
    const navigation = new EventTarget();
    const open = vi.fn(() => ({}) as Window);
    const s = { navigation, open, location, RTCPeerConnection: class {} } as unknown as Parameters<
      typeof guardTheWaysOut
    >[0] & { RTCPeerConnection?: unknown };
    guardTheWaysOut(s);
    return { s, open, navigation };
  };
  const navigate = (target: EventTarget, url: string, userInitiated: boolean) => {
    const e = Object.assign(new Event('navigate', { cancelable: true }), { destination: { url }, userInitiated });
    target.dispatchEvent(e);
    return e.defaultPrevented;
  };

  it('cancels a navigation to another origin that the user did not start, and no other', () => {
    const { navigation } = scope();
    expect(navigate(navigation, 'https://evil.example/?t=token', false)).toBe(true);
    expect(navigate(navigation, 'https://docs.example/manual.pdf', true)).toBe(false); // a link the user tapped
    expect(navigate(navigation, `${location.origin}/welcome`, false)).toBe(false);
    expect(navigate(navigation, 'mailto:support@example.com', false)).toBe(false);
  });

  it('refuses window.open to another origin, opens the app own pages, and takes WebRTC away', () => {
    const { s, open } = scope();
    expect(s.open('https://evil.example/?t=token')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    s.open('/report');
    expect(open).toHaveBeenCalledWith('/report', undefined, undefined);
    expect(s.RTCPeerConnection).toBeUndefined();
  });

  it("refuses a script's click on a link to another origin, in the page or not, and lets a tap and the app's own links through", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.fn();
    guardTheWaysOut({
      open,
      location,
      addEventListener: window.addEventListener.bind(window),
      HTMLAnchorElement,
      HTMLAreaElement,
      EventTarget,
    } as unknown as Parameters<typeof guardTheWaysOut>[0]);
    const link = (href: string, inPage: boolean) => {
      const a = document.createElement('a');
      a.href = href;
      if (inPage) document.body.append(a);
      const followed = vi.fn();
      a.addEventListener('click', (e) => followed(e.defaultPrevented));
      return { a, followed };
    };
    const inPage = link('https://evil.example/?t=token', true);
    inPage.a.click(); // click() on a link elsewhere is refused before any event
    expect(inPage.followed).not.toHaveBeenCalled();
    expect(inPage.a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(inPage.followed).not.toHaveBeenCalled();
    const detached = link('https://evil.example/?t=token', false);
    detached.a.click();
    detached.a.dispatchEvent(new MouseEvent('click', { cancelable: true }));
    expect(detached.followed).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(4);

    const own = link(`${location.origin}/report`, true);
    own.a.click();
    expect(own.followed).toHaveBeenCalledWith(false); // the app's own link is followed
    const mail = link('mailto:support@example.com', false);
    mail.a.click();
    expect(mail.followed).toHaveBeenCalledWith(false);
    // a script's click that comes through a pristine dispatchEvent (from a fresh frame) is cancelled at the window
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const pristine = (frame.contentWindow as Window & typeof globalThis).EventTarget.prototype.dispatchEvent;
    const slipped = link('https://evil.example/?t=token', true);
    pristine.call(slipped.a, new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(slipped.followed).toHaveBeenCalledWith(true);
    warn.mockRestore();
  });
});
