// Reading the loaded data by the field names a flow gives (pure; no React).

/** A field of the data by name: field({ site: { id: 1 } }, 'site.id') is 1. */
export function field(data: unknown, name: string): unknown {
  let value = data;
  for (const part of name.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** when/unless: a non-empty list, a true, a non-empty string or a non-zero number holds. */
export function holds(data: unknown, name: string): boolean {
  const v = field(data, name);
  return Array.isArray(v) ? v.length > 0 : Boolean(v);
}

export function shown(data: unknown, c: { when?: string; unless?: string }): boolean {
  return (c.when === undefined || holds(data, c.when)) && (c.unless === undefined || !holds(data, c.unless));
}

/** params: { serial: serialNumber } → { serial: '3P_35A_0401' } from the item. */
export function paramsOf(data: unknown, params: Record<string, string> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, from] of Object.entries(params ?? {})) {
    const v = field(data, from);
    if (typeof v === 'string' || typeof v === 'number') out[name] = v;
  }
  return out;
}
