// N-16: each phase label's colour swatch in the colours the site's country wires its phases in
// (content/countries.json: red, white, blue in Australia; brown, black, grey in Britain and Germany).
// Light colours get a dark border to stay visible on white.
import type { PhaseColour } from '../../handlers/rules/index.ts';
import type { Phase } from '../../handlers/rules/serial.ts';

const SWATCH: Record<PhaseColour, string> = {
  red: 'bg-red-700 border-red-900',
  white: 'bg-white border-slate-700',
  blue: 'bg-blue-700 border-blue-900',
  yellow: 'bg-yellow-400 border-yellow-800',
  brown: 'bg-amber-900 border-amber-950',
  black: 'bg-black border-black',
  grey: 'bg-slate-400 border-slate-700',
};

const PHASES: readonly Phase[] = ['L1', 'L2', 'L3'];

/** the swatch classes of `phase` among the country's three colours */
export function phaseSwatch(phase: Phase, colours: readonly PhaseColour[]): string {
  return SWATCH[colours[PHASES.indexOf(phase)]];
}
