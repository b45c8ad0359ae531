// `tsx simulator/main.ts`: the simulator alone on 127.0.0.1 (PORT, default 8080; SIM_SPEED).
import { optionsFromEnv } from './options';
import { startSimulator } from './serve';

const port = Number(process.env.PORT ?? 8080);
await startSimulator({
  ...optionsFromEnv(),
  port,
  staticDir: process.env.SIM_STATIC_DIR,
  configFile: process.env.APP_CONFIG,
  log: process.env.SIM_LOG !== '0',
});
