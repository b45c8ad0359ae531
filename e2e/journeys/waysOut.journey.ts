// A script running in the page as an attacker's would, with the session token in hand, tries every
// way out to another origin (waysOutScript.ts); an attacker on another 127.0.0.1 port (HTTP,
// WebSocket and STUN over UDP) must receive nothing, and the page stays the app. One way no page can
// close without the Navigation API (WebKitGTK 2.50, Safari before 26): setting `location`, which is
// unforgeable. In such an engine that one navigation, and only it, is expected to arrive (docs/DEPLOY.md
// says what closes it: the token in an HttpOnly cookie); every other way must still stay shut.
import { expectEqual, expectTrue, StepError, type Engine } from './driver.ts';
import { startAttacker } from './attacker.ts';
import { INSTALLER, type JourneyCase } from './context.ts';
import { WAYS_OUT, waysOutScript } from './waysOutScript.ts';

// a port per engine, as the engines may run at once
const ATTACKER_PORT: Record<Engine, number> = { chromium: 5611, webkit: 5612, firefox: 5613 };

const waysOutJourney: JourneyCase = {
  name: 'a script in the page with the token reaches no other origin by any way out',
  breaksThePolicy: true,
  async run({ j, tmp }) {
    const attacker = await startAttacker(Number(process.env.ATTACKER_PORT ?? ATTACKER_PORT[j.engine]));
    try {
      await j.forgetEverything();
      await j.goto('/login');
      await j.typeIntoField('Email', INSTALLER.email);
      await j.typeIntoField('Password', INSTALLER.password);
      await j.tapButton('LOGIN');
      await j.expectPath(/\/welcome$/);
      const navigationApi = await j.evaluate<boolean>(`'navigation' in window`);
      const trustedTypes = await j.evaluate<boolean>(`'trustedTypes' in window`);
      const tried = await j.evaluate<Record<string, string>>(`(${waysOutScript})(${JSON.stringify(attacker.origin)})`);
      expectEqual(Object.keys(tried).sort(), [...WAYS_OUT].sort(), 'the ways out tried');
      console.log(`ways out tried in ${j.engine}: ${JSON.stringify(tried)}`);
      await new Promise((r) => setTimeout(r, 3_000)); // what was sent has arrived by now (loopback)
      await j.client.screenshot(`${tmp}/ways-out-${j.engine}.png`);
      // Trusted Types, where the engine has them, refuse the HTML sink itself
      if (trustedTypes)
        expectTrue(/^refused: TypeError/.test(tried.innerHTML), `innerHTML was ${tried.innerHTML}, not refused`);
      const open = navigationApi ? [] : ['http GET /location?', 'http GET /favicon.ico']; // the page went there
      const unexpected = attacker.received.filter((r) => !open.some((way) => r.startsWith(way)));
      if (unexpected.length > 0)
        throw new StepError(`the attacker received ${unexpected.join(', ')} (the page said: ${JSON.stringify(tried)})`);
      if (!navigationApi) {
        console.log(
          `${j.engine} has no Navigation API: setting location took the page away (${attacker.received.length} requests)`,
        );
        return; // the page is the attacker's now; the rest cannot be asked of it
      }
      expectEqual(await j.evaluate<string>('location.origin'), j.origin, 'the page is still the app');
      await j.expectPath(/\/welcome$/);
    } finally {
      await attacker.close();
    }
  },
};

export const waysOutJourneys: JourneyCase[] = [waysOutJourney];
