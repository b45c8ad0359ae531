// D-18, Z-58: a unit found ready may have a config saved by an earlier, unfinished commissioning
// (K-11). A non-empty object replaces the draft, except the address and country the installer has
// just confirmed for this site; null, an empty object or any error leaves the draft as it is.
import type { ProviderApi } from '../../api/provider.ts';
import type { SavedDraft as SavedConfig } from '../../api/types.ts';
import { isRecord } from '../../state/persist.ts';
import { emptyConnection, emptyProject, project, type Connection, type ProjectDraft } from '../../state/project.ts';

// `answer`: the unit's saved config as asked for (searchUnit asks beside the search)
export async function restoreSavedConfig(
  serial: string,
  answer: ReturnType<ProviderApi['getSavedConfig']>,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await answer;
  if (signal?.aborted) return false;
  if (!result.ok) {
    console.warn(`The saved config of ${serial} could not be read; the draft is kept: ${result.message}`);
    return false;
  }
  const saved: unknown = result.data;
  if (!isRecord(saved) || Object.keys(saved).length === 0) return false;
  Object.assign(project, draftFromSaved(saved as Partial<SavedConfig>, project));
  return true;
}

/**
 * The draft fields a saved config replaces; a field it lacks starts empty, as in a new draft.
 * { spec: {dcSize: 10, …} } → spec from the save, connections back to five empty ones, address kept.
 */
export function draftFromSaved(saved: Partial<SavedConfig>, current: ProjectDraft): Partial<ProjectDraft> {
  const fresh = emptyProject();
  const serial =
    typeof saved.serialNumber === 'string' && saved.serialNumber !== '' ? saved.serialNumber : current.serialNumber;
  return {
    serialNumber: serial,
    spec: isRecord(saved.spec) ? { ...fresh.spec, ...saved.spec } : fresh.spec,
    connections: fiveConnections(saved.connections),
    algorithmWeight: Array.isArray(saved.algorithmWeight)
      ? (saved.algorithmWeight as ProjectDraft['algorithmWeight'])
      : fresh.algorithmWeight,
    solarDeliveryMethod: saved.solarDeliveryMethod ?? fresh.solarDeliveryMethod,
    CTRating: saved.CTRating ?? fresh.CTRating,
  };
}

/** The draft always holds five connection slots (E-17); a shorter save is padded. */
function fiveConnections(list: unknown): Connection[] {
  const given = Array.isArray(list) ? list.filter(isRecord).slice(0, 5) : [];
  const slots = given.map((c) => ({ ...emptyConnection(), ...(c as Partial<Connection>) }));
  while (slots.length < 5) slots.push(emptyConnection());
  return slots;
}
