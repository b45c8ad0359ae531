// The web app manifest's <link> (what makes the app installable) is added once the first screen is
// drawn, like the service worker: in the page's HTML the browser fetched it while the first screen's
// code was still loading, one more request on one bar of signal, and Lighthouse counted it in the
// form screens' LCP (vite.config.ts strips the link vite-plugin-pwa writes into the HTML).
import { pwaInfo } from 'virtual:pwa-info';

export function linkWebManifest(): void {
  const href = pwaInfo?.webManifest.href;
  if (!href || document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  if (pwaInfo?.webManifest.useCredentials) link.crossOrigin = 'use-credentials';
  document.head.append(link);
}
