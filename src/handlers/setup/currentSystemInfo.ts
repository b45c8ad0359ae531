// The system info the service screens edit: only when it belongs to the unit in view (D-02), so a
// save never sends another unit's originalConfig as oldConfig (H-24, H-28).
import type { SystemInfo } from '../../api/types.ts';
import { systemInfo } from '../../state/systemInfo.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { loadSystemInfo } from '../unit/loadSystemInfo.ts';
import type { HandlerContext } from '../types.ts';

export function currentSystemInfo(): SystemInfo | null {
  return systemInfo.data !== null && systemInfo.serial === unitInView() ? systemInfo.data : null;
}

/**
 * H-25, H-30: after a save the screens show what the unit now runs. The reload's own outcome is not
 * followed: a failed save stays on its page, a successful one leads on to the view.
 */
export async function reloadSystemInfo(ctx: HandlerContext): Promise<void> {
  await loadSystemInfo({ ...ctx, input: undefined });
}
