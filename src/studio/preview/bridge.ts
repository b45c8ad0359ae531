// The studio's side inside the preview (/gallery.html?…&studio=1, dev server only): marks every
// translated text with its key (markers.ts), tells the studio page which key a click landed on,
// and applies what the editor types (a text, a step's blocks or buttons) at once, without a
// reload. Messages are taken only from the studio page of this origin.
import type { i18n as I18n, PostProcessorModule } from 'i18next';
import flows from 'virtual:flows';
import { KeyMarkers } from './markers.ts';

export type ToPreview =
  | { type: 'studio:text'; lang: string; key: string; value: string }
  | { type: 'studio:step'; path: string; body?: unknown[]; buttons?: unknown[] }
  | { type: 'studio:pick'; on: boolean };

export type FromPreview = { type: 'studio:picked'; keys: string[] } | { type: 'studio:ready' };

export function installStudioBridge(i18n: I18n): void {
  const markers = new KeyMarkers();
  const processor: PostProcessorModule = {
    type: 'postProcessor',
    name: 'studioMarkers',
    process(value: unknown, key: string | string[], options: { i18nResolved?: { usedKey?: string } }) {
      if (typeof value !== 'string') return value as string;
      const used = options.i18nResolved?.usedKey ?? (Array.isArray(key) ? key[0] : key);
      return used ? markers.wrap(used, value) : value;
    },
  };
  i18n.use(processor);
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
      (i18n.store as unknown as { emit(event: string, ...args: unknown[]): void }).emit('added', i18n.language, 'translation'); // the screens re-render and read the step again
    }
  });
  toStudio({ type: 'studio:ready' });
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
