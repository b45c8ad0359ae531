// `npm run studio`: the content editors' studio on http://127.0.0.1:STUDIO_PORT/studio/ (default
// 5180): Vite's dev server in middleware mode (the app's own components, hot updates), the
// simulator for the preview's sample login, and the studio's API, which writes only under
// flows/, content/ and locales/ after the build's checks pass. Listens on 127.0.0.1 only; prints the
// address with the session's token (security.ts), and sends no CORS header to any other origin.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createVite } from 'vite';
import { optionsFromEnv } from '../simulator/options';
import { startSimulator } from '../simulator/serve';
import { API_PREFIX, handleApi } from './studio/api.ts';
import { ChangeChecker } from './studio/checkChange.ts';
import { hostRefusal, newSessionToken, sourceGate, studioAddress } from './studio/security.ts';
import { studioPlugin } from './studio/vitePlugin.ts';

const root = resolve(process.env.STUDIO_ROOT ?? '.');
const port = Number(process.env.STUDIO_PORT ?? 5180);
const sim = await startSimulator({ ...optionsFromEnv(), port: Number(process.env.SIM_PORT ?? 8788), quiet: true });
const gate = { token: newSessionToken(), port };
const checker = new ChangeChecker(root);
const notServed = sourceGate(root, gate);
const server = createServer();
const vite = await createVite({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  appType: 'mpa',
  server: {
    middlewareMode: true,
    cors: false, // Vite would answer other localhost origins
    hmr: { server },
    proxy: Object.fromEntries(
      ['/v2', '/geo', '/ip', '/__sim'].map((p) => [p, { target: sim.url, changeOrigin: true }]),
    ),
  },
  plugins: [studioPlugin(() => checker.version())],
  // Its first page was once answered 504 Outdated Optimize Dep and never drew (CI, studio-team.spec on its first
  // try, while studio-typing.spec's studio started beside it): the studio's page is not one of the build's inputs,
  // which are all Vite scans for dependencies by default, and each studio bundled them into the one cache of the
  // node_modules they share. Now the scan takes the studio's page too, and each port has its own cache.
  optimizeDeps: { entries: ['index.html', 'gallery.html', 'studio/index.html'] },
  cacheDir: resolve(root, 'node_modules', '.vite', `studio-${port}`), // under .vite: the source gate serves no other dot folder
});

server.on('request', (req, res) => {
  if (hostRefusal(req, gate)) {
    res.writeHead(403, { 'content-type': 'text/plain' }).end('unknown host');
    return;
  }
  if (req.url?.startsWith(API_PREFIX)) void handleApi({ root, gate, checker }, req, res);
  else if (req.url === '/' || req.url === '/studio') res.writeHead(302, { location: '/studio/' }).end();
  else if (notServed(req)) res.writeHead(403, { 'content-type': 'text/plain' }).end('not served without the token');
  else vite.middlewares(req, res);
});
server.listen(port, '127.0.0.1', () =>
  console.log(`SolShare studio: ${studioAddress(gate)} (open this address; this machine only; Ctrl+C stops it)`),
);

const stop = async () => {
  server.close();
  checker.close();
  await Promise.allSettled([vite.close(), sim.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
