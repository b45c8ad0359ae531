// The page shown when the app cannot start (config.json missing, broken, or not answered). It is drawn
// without React or i18next, which need the config: its few words ship with the app in every language
// (virtual:startup-words). It says what happened and whether a reload can help; when it can (no
// signal, a time-out, a busy or failing server) it offers Reload. When only the deployment's fix can
// help, it still offers a way on: Check again, for once the administrator has fixed the file.
import { ConfigError } from '../config/appConfig.ts';
import { StartupFailure } from '../config/startupFailure.ts';

type Say = (key: string) => string;

function reloadButton(text: string): HTMLButtonElement {
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = text;
  reload.addEventListener('click', () => location.reload());
  return reload;
}

export function startupErrorPage(error: unknown, say: Say): HTMLElement {
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.className = 'startup-error';
  const heading = document.createElement('h1');
  heading.textContent = say('title');
  const what = document.createElement('p');
  const next = document.createElement('p');
  main.append(heading, what, next);
  if (error instanceof StartupFailure) {
    what.textContent = say(error.reason);
    next.textContent = say(error.reloadHelps ? 'reloadHelps' : 'tellAdmin');
    main.append(reloadButton(say(error.reloadHelps ? 'reload' : 'checkAgain')));
  } else if (error instanceof ConfigError) {
    what.textContent = `${say('config')} ${error.message}`; // names the field, for the administrator
    next.textContent = say('tellAdmin');
    main.append(reloadButton(say('checkAgain')));
  } else {
    what.textContent = say('unknown');
    next.textContent = say('reloadMayHelp');
    main.append(reloadButton(say('reload')));
  }
  return main;
}
