// H-01…H-04: the system info of the serial typed on /reconfigure-enter-serial, or of the current
// unit (VIEW SYSTEM INFO on /commission/7). Only the ready result keeps the data; the other results
// are outcomes the flow sends to /error with their texts (Z-42). A failed request stays in place.
import { project } from '../../state/project.ts';
import { storeSystemInfo } from '../../state/systemInfo.ts';
import { normaliseSerial } from '../rules/serial.ts';
import { failed, type Handler } from '../types.ts';
import { adoptSerial, serialFromInput } from './currentUnit.ts';

export const loadSystemInfo: Handler<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', 'optionalSerial'> = async ({ api, signal, input }) => {
  const serial = input ? serialFromInput(input) : normaliseSerial(project.serialNumber);
  const result = await api.systemInfo(serial, signal);
  if (!result.ok) return failed(result.message);
  switch (result.data.code) {
    case 200:
      if (!result.data.data) return { kind: 'notFound' }; // ready without data cannot be shown
      adoptSerial(serial); // the unit is now "the current unit" (D-02); starts wifi polling (H-01)
      storeSystemInfo(serial, result.data.data);
      return { kind: 'ready' };
    case 403:
      return { kind: 'forbidden' };
    case 423:
      return { kind: 'notCommissioned' };
    default:
      return { kind: 'notFound' };
  }
};
