// The photo step's icons, with the photos' code rather than in the first screen's (src/ui/icons.tsx).
import type { SVGProps } from 'react';
import { iconBase } from '../../ui/icons.tsx';

export const CameraIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <path d="M3 8a2 2 0 0 1 2-2h2.5l1.5-2h6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <circle cx="12" cy="13" r="4" />
  </svg>
);
export const GalleryIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);
export const ClockIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
