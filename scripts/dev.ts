// `npm run dev`: the simulator on 127.0.0.1:8788 and Vite's dev server, which proxies /v2, /geo,
// /ip and /__sim to it (vite.config.ts).
import { createServer } from 'vite';
import { startSimulator } from '../simulator/serve';

const sim = await startSimulator({ port: Number(process.env.SIM_PORT ?? 8788), speed: Number(process.env.SIM_SPEED ?? 1), log: true });
const vite = await createServer({ server: { host: '127.0.0.1' } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  await Promise.allSettled([vite.close(), sim.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
