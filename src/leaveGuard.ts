// Ways out that no header closes: there is no CSP for where the page itself may
// go (navigate-to was never shipped), so a script in the page could send the session token away by
// navigating the page, or by opening a window, to another site with the token in the URL. Imported
// first by main.tsx, before any other script can run:
// - a navigation of this page to another origin that the user did not start (a tap on a link is
//   theirs: the info centre's documents, mailto:, tel:) is cancelled (the Navigation API's
//   `navigate` event; Chromium and Edge, Firefox 147+, Safari 26+);
// - window.open to another origin is refused (the app opens other sites only by links the user taps);
// - a click a script makes on a link to another origin is refused (a tap is trusted, a script's click
//   is not): engines without the Navigation API (WebKitGTK 2.50, Safari before 26) would follow it;
// - WebRTC is taken away (the app never uses it; `webrtc 'block'` in the CSP does it where browsers
//   know the directive, which Chromium does not yet).
// These bind the page's own window: a script that finds pristine ones in a fresh frame is not bound;
// the token leaves script's reach only in an HttpOnly cookie (docs/DEPLOY.md weighs it).
type NavigateEvent = Event & { destination: { url: string }; userInitiated: boolean; cancelable: boolean };
type NavigationLike = EventTarget;
type Scope = {
  navigation?: NavigationLike;
  addEventListener?: Window['addEventListener'];
  HTMLAnchorElement?: typeof HTMLAnchorElement;
  HTMLAreaElement?: typeof HTMLAreaElement;
  EventTarget?: typeof EventTarget;
  open: (url?: string | URL, target?: string, features?: string) => Window | null;
  location: Location;
};

const elsewhere = (url: string | URL | undefined, here: Location) => {
  if (url === undefined || url === '') return false;
  const to = new URL(url, here.href);
  return (to.protocol === 'http:' || to.protocol === 'https:') && to.origin !== here.origin;
};

export function guardTheWaysOut(scope: Scope = globalThis as unknown as Scope): void {
  scope.navigation?.addEventListener('navigate', (event) => {
    const e = event as NavigateEvent;
    if (!e.userInitiated && e.cancelable && elsewhere(e.destination.url, scope.location)) {
      e.preventDefault();
      console.warn(`Navigation to ${new URL(e.destination.url).origin} refused: not started by the user`);
    }
  });
  const open = scope.open.bind(scope);
  scope.open = (url, target, features) => {
    if (elsewhere(url, scope.location)) {
      console.warn('window.open to another origin refused: the app opens other sites by links only');
      return null;
    }
    return open(url, target, features);
  };
  guardScriptClicks(scope);
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceTransport']) {
    if (name in scope) Object.defineProperty(scope, name, { value: undefined, configurable: false, writable: false });
  }
}

/** the link a click on `target` would follow to another origin, if any */
function linkElsewhere(target: unknown, here: Location): string | null {
  const link = (target as Element | null)?.closest?.('a[href], area[href]') as HTMLAnchorElement | null;
  return link && elsewhere(link.href, here) ? link.href : null;
}

function refuseClick(href: string): void {
  console.warn(`A script's click on a link to ${new URL(href).origin} refused: not a tap`);
}

// The user's taps are trusted events and pass. A script's click reaches the window (a link in the
// page), or goes through click() or dispatchEvent (a link it made and never added to the page).
function guardScriptClicks(scope: Scope): void {
  scope.addEventListener?.(
    'click',
    (event) => {
      const href = event.isTrusted ? null : linkElsewhere(event.target, scope.location);
      if (href === null) return;
      event.preventDefault();
      refuseClick(href);
    },
    true,
  );
  for (const link of [scope.HTMLAnchorElement, scope.HTMLAreaElement]) {
    if (!link) continue;
    const click = link.prototype.click;
    link.prototype.click = function (this: HTMLElement) {
      const href = linkElsewhere(this, scope.location);
      if (href === null) click.call(this);
      else refuseClick(href);
    };
  }
  if (scope.EventTarget) {
    const dispatch = scope.EventTarget.prototype.dispatchEvent;
    scope.EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      const href = event.type === 'click' ? linkElsewhere(this, scope.location) : null;
      if (href === null) return dispatch.call(this, event);
      refuseClick(href);
      return false;
    };
  }
}

guardTheWaysOut();
