// Asks for the app once a page drawn from HTML has shown: config.json, the route's code as module
// preloads, and the app's entry (the boot element's data-load, written by src/build/routeHtmlPlugin.ts).
export function loadApp(): void {
  const files = (document.getElementById('boot')?.dataset.load ?? '').split(' ').filter(Boolean);
  const link = (rel: string, href: string, as?: string) => {
    const l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    l.crossOrigin = 'anonymous';
    if (as) l.as = as;
    document.head.append(l);
  };
  link('preload', '/config.json', 'fetch');
  for (const f of files.slice(1)) link('modulepreload', f);
  if (files[0]) void import(/* @vite-ignore */ files[0]);
}
