// Every answer is checked against the contract before anyone uses it. The validators are generated
// at build time (src/build/answersPlugin.ts) and loaded with the first call, not with the first
// screen: they are the largest part of the client.

type Answers = typeof import('virtual:api-answers');
interface Route {
  id: string;
  method: string;
  status: number;
  regex: RegExp;
  validate: Answers['validateFns'][string];
}

let routes: Promise<Route[]> | undefined;

function loadRoutes(): Promise<Route[]> {
  routes ??= import('virtual:api-answers').then(({ operations, validateFns }) =>
    operations.map((o) => ({
      id: o.id,
      method: o.method,
      status: o.status,
      validate: validateFns[o.fn],
      // '/v2/commission/meter/{serial}' → /…\/v2\/commission\/meter\/[^/]+$/ (the base URL may add a prefix)
      regex: new RegExp(`(?:^|/)${o.path.slice(1).replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
  return routes;
}

/** Starts loading the validators while a call travels (the fleet's first page), so its answer does not wait for them. */
export function prepareAnswerChecks(): void {
  loadRoutes().catch(() => undefined); // the answer's check says it, if they cannot load
}

/** Why an answer breaks the contract ("operation /field: must be string"), or undefined when it keeps it. */
export async function answerProblem(
  method: string,
  url: string,
  status: number,
  data: unknown,
): Promise<string | undefined> {
  const pathname = new URL(url, 'http://x').pathname;
  const route = (await loadRoutes()).find((r) => r.method === method && r.status === status && r.regex.test(pathname));
  if (!route || route.validate(data)) return undefined;
  const e = route.validate.errors?.[0];
  return `${route.id} ${e?.instancePath || '/'}: ${e?.message ?? 'does not match the contract'}`;
}
