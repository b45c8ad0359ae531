// A commissioning job at a wizard step, on the app renderRoute draws: the installer logs in (a
// Commissioner), the job holds a unit and an address (the wizard's guards) and whatever the test
// gives, then the app goes to `path`.
import { emptyProject, project, type ProjectDraft } from '../../src/state/project.ts';
import { renderRoute, type RenderedRoute, type RouteOptions } from './renderRoute.tsx';

export const INSTALLER = 'installer@example.com';
/** The job's address unless a test gives one: a site in Sydney with no SolShare name yet. */
export const JOB_ADDRESS = {
  address: '1 Solar St, Sydney NSW',
  latitude: -33.87,
  longitude: 151.21,
  country: 'AU',
  solshareName: '',
};

export async function jobAt(
  path: string,
  job: Partial<ProjectDraft> & { serialNumber: string },
  options: RouteOptions = {},
): Promise<RenderedRoute> {
  const shown = await renderRoute('/welcome', { as: INSTALLER, ...options });
  Object.assign(project, emptyProject(), { address: { ...JOB_ADDRESS } }, job);
  shown.navigate(path);
  return shown;
}
