// Reads the JSON that `npm audit --json` prints (auditReportVersion 2) into a short list a person can
// act on: each dependency with a known advisory, its severity, whether package.json names it directly,
// and the advisories' titles and addresses. When the output is not such a report (the registry refused
// or could not be reached), it says so instead of reporting "no advisories".

export interface Advisory {
  title: string;
  url: string;
  severity: string;
  range: string;
}
export interface VulnerableDependency {
  name: string;
  severity: string;
  direct: boolean;
  advisories: Advisory[];
  through: string[];
  fix: string;
}
export type AuditOutcome =
  | { kind: 'report'; dependencies: number; vulnerable: VulnerableDependency[] }
  | { kind: 'unavailable'; reason: string };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

const SEVERITY_ORDER = ['critical', 'high', 'moderate', 'low', 'info'];

function fixOf(fixAvailable: unknown): string {
  if (fixAvailable === true) return 'npm audit fix';
  if (isObject(fixAvailable))
    return `${text(fixAvailable.name)}@${text(fixAvailable.version)}${fixAvailable.isSemVerMajor ? ' (a major update)' : ''}`;
  return 'no fix published';
}

/** `stdout` is what `npm audit --json` printed */
export function readAudit(stdout: string): AuditOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    return {
      kind: 'unavailable',
      reason: stdout.trim() ? 'npm audit printed no JSON report' : 'npm audit printed nothing',
    };
  }
  if (!isObject(parsed) || !isObject(parsed.vulnerabilities)) {
    const error = isObject(parsed) && isObject(parsed.error) ? parsed.error : {};
    const reason =
      (isObject(parsed) && text(parsed.message)) ||
      text(error.summary) ||
      text(error.code) ||
      'the answer was not an audit report';
    return { kind: 'unavailable', reason };
  }
  const vulnerable: VulnerableDependency[] = Object.entries(parsed.vulnerabilities)
    .filter(([, v]) => isObject(v))
    .map(([name, v]) => {
      const entry = v as Json;
      const via = Array.isArray(entry.via) ? entry.via : [];
      return {
        name,
        severity: text(entry.severity),
        direct: entry.isDirect === true,
        advisories: via
          .filter(isObject)
          .map((a) => ({ title: text(a.title), url: text(a.url), severity: text(a.severity), range: text(a.range) })),
        through: via.filter((a): a is string => typeof a === 'string'),
        fix: fixOf(entry.fixAvailable),
      };
    });
  vulnerable.sort(
    (a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) || a.name.localeCompare(b.name),
  );
  const metadata =
    isObject(parsed.metadata) && isObject(parsed.metadata.dependencies) ? parsed.metadata.dependencies : {};
  return { kind: 'report', dependencies: typeof metadata.total === 'number' ? metadata.total : 0, vulnerable };
}

/** the lines `npm run check:deps` prints */
export function auditLines(outcome: AuditOutcome): string[] {
  if (outcome.kind === 'unavailable') {
    return [
      `Could not check dependencies for known advisories: the registry's advisory data could not be read (${outcome.reason}). Nothing is known about advisories from this run.`,
    ];
  }
  if (outcome.vulnerable.length === 0)
    return [`No known advisories for the ${outcome.dependencies} installed dependencies.`];
  const lines = [`${outcome.vulnerable.length} of ${outcome.dependencies} dependencies have known advisories:`];
  for (const d of outcome.vulnerable) {
    const how = d.direct ? 'in package.json' : `through ${d.through.join(', ') || 'another dependency'}`;
    lines.push(`  ${d.name} (${d.severity}, ${how}; fix: ${d.fix})`);
    for (const a of d.advisories) lines.push(`    ${a.title} ${a.range} ${a.url}`.trimEnd());
  }
  return lines;
}
