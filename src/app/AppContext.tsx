// The app-wide services screens need: the compiled flows, the provider API and the config.
import { createContext, useContext } from 'react';
import type { ProviderApi } from '../api/provider.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { CompiledFlows } from '../engine/types.ts';

export interface AppServices {
  flows: CompiledFlows;
  api: ProviderApi;
  config: AppConfig;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp() is used outside <AppContext.Provider>.');
  return services;
}
