// The collector of Content-Security-Policy violation reports: browsers POST them
// to CSP_REPORT_PATH, as `report-to` (application/reports+json, a list) or `report-uri`
// (application/csp-report, one). Each is logged in one line, what was refused and from where,
// never the whole URL (a script trying to leave may have put a token in it), and the last ones are
// kept for /__sim/csp-reports. A deployment points Reporting-Endpoints at its own collector.
import type { Context } from 'hono';

export interface CspReport {
  directive: string;
  blocked: string; // an origin, or a keyword such as 'inline', 'eval', 'trusted-types-sink'
  page: string; // the page's path
}

const KEPT = 200;

function originOrWord(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '';
  try {
    const u = new URL(url);
    return u.origin === 'null' ? u.protocol : u.origin;
  } catch {
    return url.slice(0, 40);
  }
}

const pathOf = (url: unknown) => {
  try {
    return typeof url === 'string' ? new URL(url).pathname : '';
  } catch {
    return '';
  }
};

function readOne(body: Record<string, unknown>): CspReport | undefined {
  // report-to: { type: 'csp-violation', url, body: { effectiveDirective, blockedURL, documentURL } }
  if (body.type === 'csp-violation' && body.body && typeof body.body === 'object') {
    const b = body.body as Record<string, unknown>;
    return {
      directive: String(b.effectiveDirective ?? ''),
      blocked: originOrWord(b.blockedURL),
      page: pathOf(b.documentURL ?? body.url),
    };
  }
  // report-uri: { 'csp-report': { 'effective-directive', 'blocked-uri', 'document-uri' } }
  const r = body['csp-report'];
  if (r && typeof r === 'object') {
    const b = r as Record<string, unknown>;
    return {
      directive: String(b['effective-directive'] ?? b['violated-directive'] ?? ''),
      blocked: originOrWord(b['blocked-uri']),
      page: pathOf(b['document-uri']),
    };
  }
  return undefined;
}

export class CspReports {
  readonly kept: CspReport[] = [];
  constructor(private readonly log: (line: string) => void = (line) => console.warn(line)) {}

  async receive(c: Context): Promise<Response> {
    const type = c.req.header('Content-Type') ?? '';
    if (!/^application\/(reports\+json|csp-report|json)\b/i.test(type)) {
      return c.json({ message: 'Unsupported media type: CSP reports only' }, 415);
    }
    const raw: unknown = await c.req.json().catch(() => undefined);
    const reports = (Array.isArray(raw) ? raw : [raw])
      .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
      .map(readOne)
      .filter((r): r is CspReport => r !== undefined);
    for (const r of reports) {
      this.kept.push(r);
      if (this.kept.length > KEPT) this.kept.shift();
      this.log(`[csp] ${r.directive} refused ${r.blocked || '(inline)'} on ${r.page}`);
    }
    return c.body(null, 204);
  }
}
