// The `to:` links a step declares inside its props (a view's rows and lists), for the book and the graph.

/** The `to:` links inside props (a view's rows and lists), with the label beside each. */
export function propLinks(
  value: unknown,
  out: { label?: string; to: string }[] = [],
): { label?: string; to: string }[] {
  if (Array.isArray(value)) value.forEach((v) => propLinks(v, out));
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.to === 'string') out.push({ label: typeof o.label === 'string' ? o.label : undefined, to: o.to });
    for (const [k, v] of Object.entries(o)) if (k !== 'to') propLinks(v, out);
  }
  return out;
}
