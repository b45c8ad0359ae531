// @vitest-environment node
// npm run check:deps lists dependencies with known advisories from npm audit's report, and says plainly
// when the registry's advisory data cannot be read, never "none".
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLines, readAudit } from '../../scripts/auditReport';

// the shape npm audit --json (npm 7 and later, auditReportVersion 2) prints for a project with one
// vulnerable direct dependency and one reached through it
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'nth-check': {
      name: 'nth-check',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1095141,
          name: 'nth-check',
          dependency: 'nth-check',
          title: 'Inefficient Regular Expression Complexity in nth-check',
          url: 'https://github.com/advisories/GHSA-rp65-9cf3-cjxr',
          severity: 'high',
          cwe: ['CWE-1333'],
          range: '<2.0.1',
        },
      ],
      effects: ['css-select'],
      range: '<2.0.1',
      nodes: ['node_modules/nth-check'],
      fixAvailable: { name: 'svgo', version: '3.3.2', isSemVerMajor: true },
    },
    svgo: {
      name: 'svgo',
      severity: 'high',
      isDirect: true,
      via: ['css-select'],
      effects: [],
      range: '1.0.0 - 1.3.2',
      nodes: ['node_modules/svgo'],
      fixAvailable: { name: 'svgo', version: '3.3.2', isSemVerMajor: true },
    },
    'brace-expansion': {
      name: 'brace-expansion',
      severity: 'low',
      isDirect: false,
      via: [
        {
          source: 1105443,
          name: 'brace-expansion',
          dependency: 'brace-expansion',
          title: 'brace-expansion Regular Expression Denial of Service vulnerability',
          url: 'https://github.com/advisories/GHSA-v6h2-p8h4-qcjw',
          severity: 'low',
          range: '>=2.0.0 <=2.0.1',
        },
      ],
      effects: [],
      range: '2.0.0 - 2.0.1',
      nodes: ['node_modules/brace-expansion'],
      fixAvailable: true,
    },
  },
  metadata: {
    vulnerabilities: { info: 0, low: 1, moderate: 0, high: 2, critical: 0, total: 3 },
    dependencies: { prod: 10, dev: 40, optional: 0, peer: 0, peerOptional: 0, total: 50 },
  },
};

describe('the advisory report', () => {
  it('lists each dependency with a known advisory, worst first, with how it is reached, its fix and the advisory', () => {
    expect(auditLines(readAudit(JSON.stringify(report)))).toEqual([
      '3 of 50 dependencies have known advisories:',
      '  nth-check (high, through another dependency; fix: svgo@3.3.2 (a major update))',
      '    Inefficient Regular Expression Complexity in nth-check <2.0.1 https://github.com/advisories/GHSA-rp65-9cf3-cjxr',
      '  svgo (high, in package.json; fix: svgo@3.3.2 (a major update))',
      '  brace-expansion (low, through another dependency; fix: npm audit fix)',
      '    brace-expansion Regular Expression Denial of Service vulnerability >=2.0.0 <=2.0.1 https://github.com/advisories/GHSA-v6h2-p8h4-qcjw',
    ]);
  });

  it('says none are known only when the report says so', () => {
    const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: { dependencies: { total: 50 } } };
    expect(auditLines(readAudit(JSON.stringify(clean)))).toEqual([
      'No known advisories for the 50 installed dependencies.',
    ]);
  });

  it('says it could not check when npm audit printed an error or nothing', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    expect(auditLines(readAudit(JSON.stringify(refused)))[0]).toBe(
      "Could not check dependencies for known advisories: the registry's advisory data could not be read (405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk). Nothing is known about advisories from this run.",
    );
    expect(readAudit('')).toEqual({ kind: 'unavailable', reason: 'npm audit printed nothing' });
  });
});

describe('npm run check:deps', () => {
  it('exits 2 and says plainly that it could not check when the registry cannot be reached', async () => {
    // a port that was free a moment ago: nothing answers there
    const port = await new Promise<number>((done) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => done(p));
      });
    });
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', '..', 'scripts', 'checkDeps.ts')], {
      cwd: join(__dirname, '..', '..'),
      encoding: 'utf8',
      env: { ...process.env, npm_config_registry: `http://127.0.0.1:${port}/`, npm_config_fetch_retries: '0' },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^Could not check dependencies for known advisories: the registry's advisory data could not be read \(.*ECONNREFUSED.*\)\. Nothing is known about advisories from this run\.\n$/,
    );
    expect(r.stdout).toBe('');
  }, 60_000);
});
