// The country, and so the region, whose contacts and documents the user sees (N-07, Z-19): the
// site's country during a job, else the user's located country, else the deployment's defaultCountry.
import type { AppConfig } from '../../config/appConfig.ts';
import { project } from '../../state/project.ts';
import { session } from '../../state/session.ts';
import { regionCountry, regionOf, type Region } from '../rules/index.ts';

export function userCountry(config: AppConfig): string {
  return regionCountry({
    siteCountry: project.address.country,
    userCountry: session.country,
    defaultCountry: config.defaultCountry,
  });
}

export function userRegion(config: AppConfig): Region {
  return regionOf(userCountry(config));
}
