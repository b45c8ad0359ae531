// The public pages, drawn from HTML before the app's code arrives: what is typed meanwhile is kept
// when the app takes over, in English and in German, and the login goes through with it.
import { StepError, waitFor, type Journey } from './driver.ts';
import { INSTALLER, type JourneyCase } from './context.ts';

const APP_CODE = /\/assets\/main-[\w-]+\.js$/; // the entry the boot script imports after the first paint

/** React's mark on every button it has taken over (src/boot/holdTaps.ts reads the same) */
export const BUTTONS_TAKEN_OVER = `(() => {
  const buttons = [...document.querySelectorAll('#app button')];
  return buttons.length > 0 && buttons.every((b) => Object.keys(b).some((k) => k.startsWith('__reactProps$')));
})()`;

/** the app has taken over the prerendered page: React has taken over each of its buttons */
export async function waitForTakeover(j: Journey, path: string): Promise<void> {
  await waitFor('the app to take the page over', () => j.evaluate<boolean>(BUTTONS_TAKEN_OVER), 30_000);
  const drawn = await j.evaluate<string | null>(`document.getElementById('app').getAttribute('data-prerendered')`);
  if (drawn !== path) throw new StepError(`${path} was drawn afresh instead of taken over (data-prerendered=${drawn})`);
}

async function within<T>(what: string, promise: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepError(`waited ${ms / 1000} s for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const WORDS = {
  en: { heading: 'Log in', email: 'Email', password: 'Password', login: 'LOGIN', welcome: 'Commission a unit' },
  de: {
    heading: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    login: 'ANMELDEN',
    welcome: 'Gerät in Betrieb nehmen',
  },
};

function loginBeforeTakeover(language: 'en' | 'de'): JourneyCase {
  const w = WORDS[language];
  return {
    name: `the ${language === 'en' ? 'English' : 'German'} login page typed on before the app takes over logs in with what was typed`,
    language,
    async run({ j, signal }) {
      await j.forgetEverything();
      const code = signal.hold(APP_CODE);
      try {
        await j.goto('/login');
        await within("the app's code to be asked for", code.asked);
        await j.expectHeading(w.heading);
        const lang = await j.evaluate<string>('document.documentElement.lang');
        if (lang !== language) throw new StepError(`the page is in ${lang}, not ${language}`);
        await j.expectFieldsLargeEnough();
        await j.typeIntoField(w.email, INSTALLER.email);
        await j.typeIntoField(w.password, INSTALLER.password);
      } finally {
        code.release();
      }
      await waitForTakeover(j, '/login');
      await j.expectValue({ role: 'textbox', name: w.email }, INSTALLER.email);
      await j.tapButton(w.login);
      await j.expectPath(/\/welcome$/);
      await j.expectVisible({ role: 'button', name: w.welcome });
    },
  };
}

export const publicJourneys: JourneyCase[] = [loginBeforeTakeover('en'), loginBeforeTakeover('de')];
