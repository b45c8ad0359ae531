// The allocation of one phase as a bar chart (SVG): one bar per connection with its label and share
// written beside it, so it reads without colour (the unit names are in the table next to it, and
// would not fit a printed third of a page); the SVG's title and description say it all in words.
import { useId } from 'react';
import type { ReportShare } from '../../handlers/report/reportModel.ts';

const ROW = 30;
const BAR_X = 0;
const BAR_W = 90;
const TEXT_X = BAR_W + 8;
const MIN_WIDTH = 220;
const CHAR_W = 8.5; // about a character's width at the font size below

export function AllocationChart({
  title,
  description,
  shares,
  format,
}: {
  title: string;
  description: string;
  shares: readonly ReportShare[];
  format(p: number): string;
}) {
  const id = useId();
  const height = shares.length * ROW;
  const texts = shares.map((s) => `${s.label}: ${s.percent === null ? '' : format(s.percent)}`);
  // a long label (a two-phase unit's "L1 of output group 2") widens the drawing rather than running off it
  const width = Math.max(MIN_WIDTH, TEXT_X + Math.ceil(Math.max(...texts.map((x) => x.length)) * CHAR_W));
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-sm"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {shares.map((s, i) => {
        const y = i * ROW;
        const w = Math.max(0, Math.min(100, s.percent ?? 0)) * (BAR_W / 100);
        return (
          <g key={`${s.group}-${s.label}`} aria-hidden>
            <rect x={BAR_X} y={y + 4} width={BAR_W} height={ROW - 8} fill="#fff" stroke="#475569" strokeWidth={1} />
            <rect x={BAR_X} y={y + 4} width={w} height={ROW - 8} fill="#0b6b4f" />
            <text x={TEXT_X} y={y + ROW / 2 + 5.5} fontSize={15} fill="#0f172a">
              {texts[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
