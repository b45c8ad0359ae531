// Route patterns are wouter-style: "/commission/12/:index". The engine matches them with regexparam,
// the parser wouter itself uses, so the router, the shell and the checker agree on every path.
import { parse } from 'regexparam';

const compiled = new Map<string, { keys: string[]; pattern: RegExp }>();

/** "/commission/12/:index", "/commission/12/3" → { index: "3" }; null when the path does not fit. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  let route = compiled.get(pattern);
  if (!route) {
    route = parse(pattern);
    compiled.set(pattern, route);
  }
  const found = route.pattern.exec(stripQuery(path));
  if (!found) return null;
  const params: Record<string, string> = {};
  route.keys.forEach((key, i) => {
    const value = found[i + 1];
    if (value !== undefined) params[key] = decodeURIComponent(value);
  });
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

/** Finds the route pattern a target refers to: the same pattern, or a concrete path that fits one. */
export function findRoute(patterns: readonly string[], target: string): string | undefined {
  const bare = stripQuery(target);
  return patterns.find((p) => p === bare) ?? patterns.find((p) => matchPath(p, bare) !== null);
}

/** The step whose pattern fits a concrete path: an exact pattern first, then the first that matches. */
export function findStep<S extends { path: string }>(steps: readonly S[], path: string): S | undefined {
  const route = findRoute(
    steps.map((s) => s.path),
    path,
  );
  return route === undefined ? undefined : steps.find((s) => s.path === route);
}
