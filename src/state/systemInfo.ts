// The last system info loaded for the current unit (H-01): only the ready result fills it. Not
// persisted: /system-info loads it again through the same handler after a reload.
import { proxy } from 'valtio/vanilla';
import type { SystemInfo } from '../api/types.ts';

export const systemInfo = proxy({ serial: '' as string, data: null as SystemInfo | null });

export function storeSystemInfo(serial: string, data: SystemInfo): void {
  Object.assign(systemInfo, { serial, data });
}

export function clearSystemInfo(): void {
  Object.assign(systemInfo, { serial: '', data: null });
}
