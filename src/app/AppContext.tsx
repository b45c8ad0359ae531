// The app-wide services screens need: the compiled flows, the provider API and the config.
import { createContext, useContext } from 'react';
import type { ProviderApi } from '../api/provider.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { RouteFlows } from '../engine/stepDetails.ts';

export interface AppServices {
  /** whole (tests, tools) or the route table, whose steps behind a login lack their details until they arrive */
  flows: RouteFlows;
  api: ProviderApi;
  config: AppConfig;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp() is used outside <AppContext.Provider>.');
  return services;
}
