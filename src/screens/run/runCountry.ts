// Z-08: the country that words failures and picks troubleshooting pages: the site's, then the first
// log entry's, then the user's, for the troubleshooting screens (/commission/20 asks its handler).
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/AppContext.tsx';
import { effectiveCountry } from '../../handlers/rules/index.ts';
import { project } from '../../state/project.ts';
import { run } from '../../state/run.ts';
import { session } from '../../state/session.ts';

export function useRunCountry(): string {
  const { address } = useSnapshot(project);
  const { log } = useSnapshot(run);
  const { country } = useSnapshot(session);
  const { config } = useApp();
  return effectiveCountry(
    { projectCountry: address.country, logCountry: log?.logs[0]?.country, userCountry: country },
    config.defaultCountry,
  );
}
