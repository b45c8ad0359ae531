// Counts of a fuzz run, by operation, role and status, and the problems found, printed as a table.
export type Role = 'installer' | 'provider' | 'none';
export const ROLES: Role[] = ['installer', 'provider', 'none'];

export interface Problem {
  kind: 'server error' | 'schema violation' | 'missing 401' | 'bad refusal';
  operationId: string;
  role: Role;
  request: string;
  answer: string;
}

export class Tally {
  readonly cases = new Map<string, Record<Role, number>>(); // operationId → cases per role
  readonly statuses = new Map<string, Map<number, number>>(); // operationId → status → count
  readonly kinds = new Map<string, number>();
  readonly problems: Problem[] = [];
  requests = 0;

  count(operationId: string, role: Role, kind: string, status: number): void {
    this.requests++;
    const perRole = this.cases.get(operationId) ?? { installer: 0, provider: 0, none: 0 };
    perRole[role]++;
    this.cases.set(operationId, perRole);
    const s = this.statuses.get(operationId) ?? new Map<number, number>();
    s.set(status, (s.get(status) ?? 0) + 1);
    this.statuses.set(operationId, s);
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  problem(p: Problem): void {
    this.problems.push(p);
  }
  of(kind: Problem['kind']): Problem[] {
    return this.problems.filter((p) => p.kind === kind);
  }

  /** e.g. `200×31 400×12 401×60` */
  private static line(m: Map<number, number>): string {
    return [...m.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
  }

  report(title: string): string {
    const total = new Map<number, number>();
    for (const m of this.statuses.values()) for (const [s, n] of m) total.set(s, (total.get(s) ?? 0) + n);
    const rows = [...this.cases.entries()].map(
      ([id, r]) =>
        `  ${id.padEnd(24)} ${String(r.installer).padStart(9)} ${String(r.provider).padStart(9)} ${String(r.none).padStart(6)}   ${Tally.line(this.statuses.get(id) ?? new Map())}`,
    );
    return [
      `${title}: ${this.requests} requests over ${this.cases.size} operations`,
      `  ${'operation'.padEnd(24)} ${'installer'.padStart(9)} ${'provider'.padStart(9)} ${'none'.padStart(6)}   answers by status`,
      ...rows,
      `  requests by kind: ${[...this.kinds.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`,
      `  answers by status: ${Tally.line(total)}`,
      `  server errors (5xx): ${this.of('server error').length}, schema violations: ${this.of('schema violation').length}, ` +
        `protected without token not 401: ${this.of('missing 401').length}, invalid not refused with 400 naming the field: ${this.of('bad refusal').length}`,
      ...this.problems
        .slice(0, 20)
        .map((p) => `  ✗ ${p.kind}: ${p.operationId} as ${p.role}: ${p.request} → ${p.answer}`),
    ].join('\n');
  }
}
