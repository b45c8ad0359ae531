// The country whose contacts and help a screen shows (src/handlers/rules/regionCountry.ts).
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/AppContext.tsx';
import { regionCountry } from '../../handlers/rules/index.ts';
import { project } from '../../state/project.ts';
import { session } from '../../state/session.ts';

export function useRegionCountry(): string {
  const { config } = useApp();
  const { address } = useSnapshot(project);
  const { country } = useSnapshot(session);
  return regionCountry({ siteCountry: address.country, userCountry: country, defaultCountry: config.defaultCountry });
}
