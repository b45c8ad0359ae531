// What an info screen's words may name about the unit in hand: {{serial}} and {{swVersion}}
// (e.g. /commission/8 "Serial number 3P_35A_0401, software version v0.5.0.").
import { project } from '../../state/project.ts';

export function unitValues(unknown: string): { serial: string; swVersion: string } {
  return { serial: project.serialNumber, swVersion: project.unit?.swVersion ?? unknown };
}
