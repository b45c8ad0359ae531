// A health state as an icon AND words, so colour is never the only signal (WCAG 1.4.1).
// Each state has its own shape: a crossed circle, a struck-through wifi, a warning triangle, a tick.
// Icon colours keep 3:1 contrast on white (WCAG 1.4.11); the words are dark text.
import { useTranslation } from 'react-i18next';
import type { Health } from '../../handlers/fleet/health.ts';

const COLOUR: Record<Health, string> = {
  critical: 'text-red-700',
  offline: 'text-slate-700',
  attention: 'text-amber-600',
  ok: 'text-green-700',
};
const WORDS: Record<Health, string> = {
  critical: 'text-red-800',
  offline: 'text-slate-900',
  attention: 'text-amber-900',
  ok: 'text-green-800',
};

export function HealthIcon({ health, size = 22 }: { health: Health; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    className: `shrink-0 ${COLOUR[health]}`,
  } as const;
  switch (health) {
    case 'critical':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth={2.6} strokeLinecap="round" />
        </svg>
      );
    case 'offline':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round">
          <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" />
          <circle cx="12" cy="19" r="1.4" fill="currentColor" />
          <path d="M3 3l18 18" />
        </svg>
      );
    case 'attention':
      return (
        <svg {...common}>
          <path d="M12 2L23 21H1z" fill="currentColor" />
          <path d="M12 9v5" stroke="#fff" strokeWidth={2.4} strokeLinecap="round" />
          <circle cx="12" cy="17.5" r="1.3" fill="#fff" />
        </svg>
      );
    case 'ok':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path
            d="M7 12.5l3.2 3.2L17 9"
            fill="none"
            stroke="#fff"
            strokeWidth={2.6}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
  }
}

/** icon + "Critical fault" / "Offline" / "Needs attention" / "OK" */
export function HealthBadge({ health, className = '' }: { health: Health; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 font-semibold ${WORDS[health]} ${className}`}
      data-health={health}
    >
      <HealthIcon health={health} />
      {t(`fleet.health.${health}`)}
    </span>
  );
}
