// How a view shows a value: the closed set of formats a flow may name (`format:` on a row, a list's
// `titleFormat`, an `icon`). Handlers return plain values or words as { key, values }; only this file
// turns them into what the installer reads. A missing value shows N/A (common.na).
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { isHealth } from '../../handlers/fleet/health.ts';
import { WifiIcon } from '../../ui/icons.tsx';
import { HealthBadge } from './HealthBadge.tsx';

export interface FormatContext {
  t: TFunction;
  language: string;
}

type Format = (value: unknown, c: FormatContext) => ReactNode;

const missing = (v: unknown) => v === null || v === undefined || v === '';
const isMessage = (v: unknown): v is { key: string; values?: Record<string, unknown> } =>
  v !== null && typeof v === 'object' && typeof (v as { key?: unknown }).key === 'string';
const asNumber = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
const asTime = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN);

const ICON_COLOUR: Record<string, string> = { red: 'text-red-700', yellow: 'text-amber-600', green: 'text-green-700' };

export const formats = {
  /** a string or number as it is; words from a handler ({ key, values }) in the UI's language */
  text: (v, { t }) => (isMessage(v) ? t(v.key, v.values) : String(v)),
  /** 1234.5 → 1,234.5 (de: 1.234,5) */
  number: (v, { language }) => new Intl.NumberFormat(language).format(asNumber(v)),
  /** 7.5 → 7.5 kW (de: 7,5 kW); Intl has no kilowatt unit, and the symbol is the same in every language */
  kw: (v, { language }) => `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(asNumber(v))} kW`,
  /** 33.33 (a percentage) → 33.33% (de: 33,33 %); weights are stored to 2 decimals (E-35) */
  percent: (v, { language }) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(asNumber(v) / 100),
  /** an ISO date or epoch ms → 25 Nov 2026 */
  date: (v, { language }) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(asTime(v)),
  /** an ISO date-time or epoch ms → 25 Nov 2026, 17:30 */
  dateTime: (v, { language }) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(asTime(v)),
  /** critical | offline | attention | ok → icon and words (fleet.health.*), never colour alone */
  health: (v) => (isHealth(v) ? <HealthBadge health={v} /> : String(v)),
  /** true → Yes, false → No */
  yesNo: (v, { t }) => t(v ? 'common.yes' : 'common.no'),
  /** yellow | green → the wifi icon in that colour (its words are the row's value) */
  wifiIcon: (v) => (
    <WifiIcon className={`shrink-0 ${ICON_COLOUR[String(v)] ?? ''}`} data-testid="wifi-icon" data-colour={String(v)} />
  ),
} satisfies Record<string, Format>;

export type FormatName = keyof typeof formats;
export const FORMAT_NAMES = Object.keys(formats) as FormatName[];

/** The value in its format; N/A when it is missing or not a number/date where one is needed. */
export function formatValue(value: unknown, format: FormatName | undefined, c: FormatContext): ReactNode {
  if (missing(value)) return c.t('common.na');
  const f = format ?? 'text';
  if ((f === 'number' || f === 'kw' || f === 'percent') && !Number.isFinite(asNumber(value))) return c.t('common.na');
  if ((f === 'date' || f === 'dateTime') && !Number.isFinite(asTime(value))) return c.t('common.na');
  return (formats[f] as Format)(value, c);
}
