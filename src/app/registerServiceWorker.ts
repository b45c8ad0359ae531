// Registers the service worker (vite-plugin-pwa, vite.config.ts) once the first screen is up; a new
// version then waits until the installer taps Reload (UpdateBanner.tsx). Loaded from main.tsx only.
import { registerSW } from 'virtual:pwa-register';
import { updateWaiting } from './serviceWorker.ts';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({ immediate: true, onNeedRefresh: () => updateWaiting(update) });
  // the first visit fetched config.json before the worker took control: fetch it again through the
  // worker so the app can start offline later
  const warm = () => void fetch('/config.json').catch(() => undefined);
  if (navigator.serviceWorker.controller) warm();
  else navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
}
