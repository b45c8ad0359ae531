// The security headers of every answer, in one place: the app's Content-Security-Policy (its
// connect-src built from the deployment's config.json, so an API on another origin is reachable),
// and the headers API answers carry. docs/DEPLOY.md and scripts/deployHeaders.ts send the same.
import type { MiddlewareHandler } from 'hono';

/** the parts of config.json that name where the app connects */
export interface ConnectConfig {
  apiBaseUrl?: unknown;
  geocoderUrl?: unknown;
  ipLocationUrls?: unknown;
  sentryDsn?: unknown;
}

/** 'https://api.example.com/v2' → 'https://api.example.com'; relative URLs are 'self' and add nothing */
function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function connectSources(config: ConnectConfig): string[] {
  const urls = [
    config.apiBaseUrl,
    config.geocoderUrl,
    ...(Array.isArray(config.ipLocationUrls) ? config.ipLocationUrls : []),
    config.sentryDsn,
  ];
  return ["'self'", ...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))];
}

/** where browsers send CSP violation reports (report-to, and report-uri for those without it) */
export const CSP_REPORT_PATH = '/csp-report';
export const REPORTING_ENDPOINTS = `csp-endpoint="${CSP_REPORT_PATH}"`;

/**
 * no 'unsafe-inline' anywhere: React sets style properties through the DOM, which CSP allows.
 * Trusted Types for the DOM's script sinks (src/trustedTypesPolicy.ts names the policies),
 * WebRTC blocked where the browser knows the directive (a peer connection is a way out connect-src
 * does not close), and every violation reported.
 */
export function contentSecurityPolicy(config: ConnectConfig = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src ${connectSources(config).join(' ')}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types default dompurify',
    "webrtc 'block'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp-endpoint',
  ].join('; ');
}

/** camera for the QR scan (D-05), geolocation for the address (E-07); nothing else, for nobody else */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), usb=(), payment=()';

/** on every answer, app and API alike */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY', // for browsers without frame-ancestors
  'Permissions-Policy': PERMISSIONS_POLICY,
  // a window this page opens on another site gets no handle back to it, nor it to that window
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** on API answers (JSON, never a page): nothing may be cached or framed or run */
export const API_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** paths the API and its side services answer; everything else is the app (static.ts) */
export const API_PREFIXES = ['/v2/', '/geo/', '/ip/', '/__sim/'];
export const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));

/** Common headers on everything, API headers on API answers. Runs after the handlers, so fault answers get them too. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [k, v] of Object.entries(COMMON_HEADERS)) h.set(k, v);
    if (isApiPath(new URL(c.req.url).pathname)) for (const [k, v] of Object.entries(API_HEADERS)) h.set(k, v);
  };
}
