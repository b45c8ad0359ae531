// `tsx simulator/main.ts`: the simulator alone on 127.0.0.1 (PORT, default 8080; SIM_SPEED).
import { startSimulator } from './serve';

const port = Number(process.env.PORT ?? 8080);
const speed = Number(process.env.SIM_SPEED ?? 1);
await startSimulator({ port, speed, staticDir: process.env.SIM_STATIC_DIR, log: process.env.SIM_LOG !== '0' });
