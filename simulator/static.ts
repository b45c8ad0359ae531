// Serves the built SPA next to the API (npm start): files from dist/, index.html for unknown
// non-API GET paths (client-side routes), and the Content-Security-Policy on every HTML answer,
// its connect-src taken from the config.json being served. Source maps are not served. A route
// drawn from HTML at build time (scripts/prerender.ts) is answered in the phone's language
// (Accept-Language) where the deployment offers it (config.json `languages`), else its default.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy, isApiPath, REPORTING_ENDPOINTS, type ConnectConfig } from './headers';
import { preferredLanguages } from '../src/config/acceptLanguage';
import { pickLanguage } from '../src/config/pickLanguage';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

async function fileAt(path: string): Promise<Buffer | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

/** configFile: served as /config.json instead of dist's (tests shorten poll intervals this way). */
export function serveSpa(staticDir: string, configFile?: string): MiddlewareHandler {
  const root = resolve(staticDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request: the path is not valid percent-encoding', 400); // canonicalPath() answers first in the simulator
    }
    if (isApiPath(path)) return next();
    const target = resolve(join(root, normalize(path)));
    if (target !== root && !target.startsWith(root + sep)) return c.text('Not found', 404);
    // the maps stay on the build machine (error reporting may upload them); the public gets none
    if (path.endsWith('.map')) return c.text('Not found', 404);
    const configPath = configFile ? resolve(configFile) : join(root, 'config.json');
    let body = path.endsWith('/') ? undefined : await fileAt(path === '/config.json' ? configPath : target);
    let type = TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
    if (!body) {
      // a missing asset is a 404; anything else is a client-side route of the SPA: its own HTML when
      // the build made one (the route's code preloaded, src/build/routeHtmlPlugin.ts), else index.html
      if (extname(path) && !path.endsWith('.html')) return c.text('Not found', 404);
      const language = pickLanguage(await languagesAt(configPath), preferredLanguages(c.req.header('accept-language')));
      body = extname(path)
        ? undefined
        : ((await fileAt(join(target, `index.${language}.html`))) ?? (await fileAt(join(target, 'index.html'))));
      body ??= await fileAt(join(root, 'index.html'));
      if (!body) return c.text('index.html is missing: run `npm run build`', 500);
      type = TYPES['.html'];
    }
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    if (type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = contentSecurityPolicy(await configAt(configPath));
      headers['Reporting-Endpoints'] = REPORTING_ENDPOINTS; // report-to's csp-endpoint
      headers['Vary'] = 'Accept-Language'; // a route's page is in the phone's language
    }
    if (type.startsWith('text/html') || path === '/config.json' || path === '/sw.js') {
      headers['Cache-Control'] = 'no-cache'; // a new deployment's settings apply on the next load
    } else if (path.startsWith('/assets/')) {
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    }
    // installers are often on weak mobile signal: text assets go out compressed, as Brotli where the
    // build made a copy (src/build/precompressPlugin.ts: 12 to 15% smaller than gzip -9), else gzipped
    const accepts = c.req.header('accept-encoding') ?? '';
    const brotli =
      COMPRESSIBLE.test(type) && path.startsWith('/assets/') && /\bbr\b/.test(accepts)
        ? await fileAt(`${target}.br`)
        : undefined;
    if (brotli) {
      body = brotli;
      headers['Content-Encoding'] = 'br';
      headers['Vary'] = 'Accept-Encoding';
    } else if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(accepts)) {
      body = gzipped(body);
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = headers['Vary'] ? `${headers['Vary']}, Accept-Encoding` : 'Accept-Encoding';
    }
    return c.body(new Uint8Array(body), 200, headers);
  };
}

/** the deployment's languages, its default first (what the app offers; config.json `languages`) */
async function languagesAt(path: string): Promise<string[]> {
  const { languages } = (await configAt(path)) as { languages?: unknown };
  return Array.isArray(languages) && languages.every((l) => typeof l === 'string') && languages.length > 0
    ? languages
    : ['en'];
}

async function configAt(path: string): Promise<ConnectConfig> {
  try {
    return JSON.parse((await fileAt(path))?.toString('utf8') ?? '{}') as ConnectConfig;
  } catch {
    return {}; // the app itself reports a broken config.json; the CSP stays at 'self'
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const gzipCache = new Map<string, Buffer>(); // by content: built assets do not change while serving

function gzipped(body: Buffer): Buffer {
  const key = createHash('sha1').update(body).digest('hex');
  let zipped = gzipCache.get(key);
  if (!zipped) {
    zipped = gzipSync(body, { level: 9 });
    gzipCache.set(key, zipped);
  }
  return zipped;
}
