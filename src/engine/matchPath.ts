// Route patterns are wouter-style: "/commission/12/:index". The engine matches them itself so that it
// runs in Node without a router.

/** "/commission/12/:index", "/commission/12/3" → { index: "3" }; null when the path does not fit. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = splitPath(pattern);
  const have = splitPath(stripQuery(path));
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

/** Fills ":name" segments: fillPath("/commission/12/:index", { index: 2 }) → "/commission/12/2". */
export function fillPath(pattern: string, params: Record<string, string | number | undefined>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

export const stripQuery = (path: string): string => path.split('?')[0].split('#')[0];

const splitPath = (path: string): string[] => path.split('/').filter(Boolean);

/** Finds the route pattern a target refers to: the same pattern, or a concrete path that fits one. */
export function findRoute(patterns: readonly string[], target: string): string | undefined {
  const bare = stripQuery(target);
  return patterns.find((p) => p === bare) ?? patterns.find((p) => matchPath(p, bare) !== null);
}
