// The environment variables `npm start`, `npm run dev` and `tsx simulator/main.ts` share (README,
// simulator/README.md "Environment").
import type { SimulatorOptions } from './app';

export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Pick<SimulatorOptions, 'speed' | 'control' | 'trainerKey' | 'appOrigin' | 'largeFleetSites'> {
  const large = Number(env.SIM_LARGE_FLEET_SITES);
  return {
    largeFleetSites: Number.isInteger(large) && large > 0 ? large : undefined,
    speed: Number(env.SIM_SPEED ?? 1),
    control: env.SIM_CONTROL !== '0',
    trainerKey: env.SIM_TRAINER_KEY || undefined,
    appOrigin: env.SIM_APP_ORIGIN || undefined,
  };
}
