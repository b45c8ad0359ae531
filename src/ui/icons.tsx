// Inline SVG icons: bundled, no icon font or CDN. Decorative unless a label is passed.
import type { SVGProps } from 'react';

export const iconBase = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const WifiIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
    <circle cx="12" cy="19" r="1.2" fill="currentColor" />
  </svg>
);
export const PhoneIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </svg>
);
export const FeedbackIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const SunLogo = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} aria-hidden {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
