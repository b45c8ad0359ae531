// A QR code drawn as SVG from its modules, with the 4-module quiet zone scanners need.
import { useMemo } from 'react';
import { qrModules, qrPath } from './qrMatrix.ts';

const QUIET = 4;

export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, d } = useMemo(() => {
    const modules = qrModules(text);
    return { size: modules.length + 2 * QUIET, d: qrPath(modules, QUIET) };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
