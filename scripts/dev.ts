// `npm run dev`: the simulator on 127.0.0.1:8788 and Vite's dev server, which proxies /v2, /geo,
// /ip and /__sim to it (vite.config.ts).
import { createServer } from 'vite';
import { optionsFromEnv } from '../simulator/options';
import { startSimulator } from '../simulator/serve';

const sim = await startSimulator({ ...optionsFromEnv(), port: Number(process.env.SIM_PORT ?? 8788), log: true });
const vite = await createServer({ server: { host: '127.0.0.1' } });
await vite.listen();
// reset links in mails open the app, which is Vite's server here
const appUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '');
if (appUrl && !process.env.SIM_APP_ORIGIN) sim.sim.state.links.appOrigin = appUrl;
vite.printUrls();

const stop = async () => {
  await Promise.allSettled([vite.close(), sim.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
