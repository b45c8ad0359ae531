// The app's config for tests: the defaults config.json would give, English only, with the timing a
// test needs (a search that polls every second instead of every five, say).
import { parseAppConfig, type AppConfig } from '../../src/config/appConfig.ts';

export type ConfigChanges = Partial<Omit<AppConfig, 'timing'>> & { timing?: Partial<AppConfig['timing']> };

export function testConfig({ timing = {}, ...rest }: ConfigChanges = {}): AppConfig {
  const defaults = parseAppConfig({ languages: ['en'] });
  return { ...defaults, ...rest, timing: { ...defaults.timing, ...timing } };
}
