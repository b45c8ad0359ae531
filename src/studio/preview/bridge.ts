// The studio's side inside the preview (/gallery.html?…&studio=1, dev server only): marks every
// translated text with its key (markers.ts), tells the studio page which key a click landed on,
// and applies what the editor types (a text, a step's blocks or buttons) at once, without a
// reload. Messages are taken only from the studio page of this origin.
import type { i18n as I18n, PostProcessorModule } from 'i18next';
import flows from 'virtual:flows';
import contacts from '../../../content/contacts.json';
import faultActions from '../../../content/faultActions.json';
import infoCentre from '../../../content/infoCentre.json';
import photos from '../../../content/photos.json';
import { KeyMarkers } from './markers.ts';

// the same module objects the app's handlers read (one module per file on the dev server), so a
// value set here is what the next load of the screen shows
const CONTENT: Record<string, unknown> = {
  'content/contacts.json': contacts,
  'content/infoCentre.json': infoCentre,
  'content/faultActions.json': faultActions,
  'content/photos.json': photos,
};

export type ToPreview =
  | { type: 'studio:text'; lang: string; key: string; value: string }
  | { type: 'studio:step'; path: string; body?: unknown[]; buttons?: unknown[] }
  | { type: 'studio:content'; file: string; path: (string | number)[]; value: string | number | boolean }
  | { type: 'studio:pick'; on: boolean }
  /** every text of some languages as the studio has them now (saved and unsaved): sent when the preview opens */
  | { type: 'studio:texts'; texts: Record<string, Record<string, string>> }
  /** a content file's data as the studio has it now */
  | { type: 'studio:contentFile'; file: string; data: Record<string, unknown> };

export type FromPreview =
  | { type: 'studio:picked'; keys: string[] }
  | { type: 'studio:ready' }
  /** the keys of the texts on the screen now, top to bottom: the studio lists them to pick with the keyboard */
  | { type: 'studio:shown'; keys: string[] };

/** `redraw`: draws the previewed screen afresh, its data loaded again (a support contact comes from a load). */
export function installStudioBridge(i18n: I18n, redraw: () => void): void {
  const markers = new KeyMarkers();
  const processor: PostProcessorModule = {
    type: 'postProcessor',
    name: 'studioMarkers',
    process(value: unknown, key: string | string[], options: { i18nResolved?: { usedKey?: string } }) {
      // an empty text stays empty: the app tests `t(key, { defaultValue: '' }) !== ''` to leave out a help line it lacks
      if (typeof value !== 'string' || value === '') return value as string;
      const used = options.i18nResolved?.usedKey ?? (Array.isArray(key) ? key[0] : key);
      return used ? markers.wrap(used, value) : value;
    },
  };
  i18n.use(processor);
  keepFocusInStudio();
  i18n.options.postProcess = ['studioMarkers'];
  i18n.options.postProcessPassResolved = true;

  let picking = true;
  const toStudio = (message: FromPreview) => window.parent.postMessage(message, location.origin);
  let outlined: HTMLElement | undefined;

  document.addEventListener(
    'click',
    (event) => {
      if (!picking) return;
      event.preventDefault();
      event.stopPropagation();
      const keys = keysAt(markers, event);
      if (!keys.length) return;
      outlined?.style.removeProperty('outline');
      outlined = event.target instanceof HTMLElement ? event.target : undefined;
      outlined?.style.setProperty('outline', '3px solid #f59e0b');
      toStudio({ type: 'studio:picked', keys });
    },
    true,
  );

  window.addEventListener('message', (event: MessageEvent<ToPreview>) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    const message = event.data;
    if (message.type === 'studio:pick') picking = message.on;
    if (message.type === 'studio:text') i18n.addResource(message.lang, 'translation', message.key, message.value); // 'added' re-renders (bindI18nStore)
    if (message.type === 'studio:step') {
      const step = flows.steps.find((s) => s.path === message.path);
      if (!step) return;
      if (message.body) step.body = message.body as typeof step.body;
      if (message.buttons) step.buttons = message.buttons as typeof step.buttons;
      (i18n.store as unknown as { emit(event: string, ...args: unknown[]): void }).emit(
        'added',
        i18n.language,
        'translation',
      ); // the screens re-render and read the step again
    }
    if (message.type === 'studio:content' && setAt(CONTENT[message.file], message.path, message.value)) redraw();
    if (message.type === 'studio:texts') {
      for (const [lang, texts] of Object.entries(message.texts))
        for (const [key, value] of Object.entries(texts))
          i18n.addResource(lang, 'translation', key, value, { silent: true });
      (i18n.store as unknown as { emit(event: string, ...args: unknown[]): void }).emit(
        'added',
        i18n.language,
        'translation',
      );
    }
    if (message.type === 'studio:contentFile' && CONTENT[message.file] && typeof message.data === 'object') {
      Object.assign(CONTENT[message.file] as object, message.data);
      redraw();
    }
  });
  toStudio({ type: 'studio:ready' });
  reportShownKeys(markers, toStudio);
}

/** Tells the studio which texts the screen shows whenever it changes (a redraw, a loaded contact). */
function reportShownKeys(markers: KeyMarkers, toStudio: (message: FromPreview) => void): void {
  let last = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const report = () => {
    const keys = markers.keysIn(document.body.textContent ?? '');
    if (keys.join('\n') === last) return;
    last = keys.join('\n');
    toStudio({ type: 'studio:shown', keys });
  };
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(report, 200);
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/**
 * The app moves focus to each screen's heading when it draws; in the studio's preview that would take
 * the keyboard from the field the editor is typing in (the preview redraws on each keystroke of a
 * contact). Focus moves inside the preview only while the preview itself has it.
 */
function keepFocusInStudio(): void {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (document.hasFocus()) focus.call(this, options);
  };
}

/** The keys under a click: the text node at the click point first, else the element's whole text. */
function keysAt(markers: KeyMarkers, event: MouseEvent): string[] {
  const range = document.caretRangeFromPoint?.(event.clientX, event.clientY);
  const node = range?.startContainer;
  if (node?.nodeType === Node.TEXT_NODE) {
    const keys = markers.keysIn((node as Text).data, range!.startOffset);
    if (keys.length) return keys;
  }
  let element = event.target instanceof Element ? event.target : null;
  while (element && element !== document.body) {
    const keys = markers.keysIn(element.textContent ?? '');
    if (keys.length) return keys;
    element = element.parentElement;
  }
  return [];
}

/** Sets an existing text, number or yes/no inside a content file's data; anything else is left alone. */
function setAt(data: unknown, path: readonly (string | number)[], value: unknown): boolean {
  if (!path.length) return false;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>(
      (at, step) => (at && typeof at === 'object' ? (at as Record<string | number, unknown>)[step] : undefined),
      data,
    );
  const last = path[path.length - 1];
  if (
    !parent ||
    typeof parent !== 'object' ||
    typeof (parent as Record<string | number, unknown>)[last] !== typeof value
  )
    return false;
  (parent as Record<string | number, unknown>)[last] = value;
  return true;
}
