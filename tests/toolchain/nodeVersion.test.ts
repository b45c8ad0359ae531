// @vitest-environment node
// The project runs on the Node.js it declares: engines.node in package.json (what npm start needs),
// .node-version and .nvmrc (what version managers and .ci/run install, and what npm test runs on).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, testNodeProblem } from '../../scripts/nodeVersion.mjs';

const root = join(__dirname, '..', '..');
const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
  .node;
const declared = readFileSync(join(root, '.node-version'), 'utf8').trim();

describe('the declared Node.js', () => {
  it('is the one this test suite runs on (the exact one in CI, which .ci/run installs)', () => {
    expect(testNodeProblem(process.version, declared)).toBeNull();
    expect(nodeVersionProblem(process.version, engines, declared)).toBeNull();
    if (process.env.CI) expect(process.version).toBe(`v${declared}`);
  });

  it('is one version in .node-version, .nvmrc and the minimum of engines.node', () => {
    expect(readFileSync(join(root, '.nvmrc'), 'utf8').trim()).toBe(declared);
    expect(engines).toBe(`>=${declared}`);
  });

  it('turns away an older Node with one line naming the version needed and how to get it', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=24.21.0', '24.21.0');
    expect(problem).toBe(
      'SolShare Installer needs Node.js 24 LTS (24.21.0 or newer); this is Node.js 20.20.2. Run "nvm install" here (it reads .nvmrc) or get Node.js 24 from https://nodejs.org/en/download',
    );
    expect(nodeVersionProblem('v24.20.9', '>=24.21.0', '24.21.0')).toMatch(/this is Node\.js 24\.20\.9\./);
  });

  it('lets npm start run on a newer patch, minor or major', () => {
    for (const v of ['v24.21.0', 'v24.21.1', 'v24.30.0', 'v26.12.1'])
      expect(nodeVersionProblem(v, '>=24.21.0', '24.21.0')).toBeNull();
  });

  it('runs npm test only on the declared major, and says how to switch', () => {
    expect(testNodeProblem('v24.30.0', '24.21.0')).toBeNull();
    expect(testNodeProblem('v26.12.1', '24.21.0')).toBe(
      'npm test runs on the declared Node.js 24 (.node-version: 24.21.0); this is v26.12.1. Run "nvm use" here, or "bash .ci/run", which installs it.',
    );
  });

  it('says so when engines.node has a form the preflight does not read, instead of letting any Node through', () => {
    expect(nodeVersionProblem('v24.21.0', '^24', '24.21.0')).toMatch(/engines\.node is "\^24"/);
  });
});

describe('scripts/checkNode.mjs, the preflight of npm start and npm test', () => {
  function runIn(dir: string) {
    return spawnSync(process.execPath, [join(dir, 'scripts', 'checkNode.mjs')], { encoding: 'utf8' });
  }

  it('is silent and exits 0 on this Node', () => {
    const r = runIn(root);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });

  it('prints one line and exits 1 when the Node running it is older than engines.node', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-node-'));
    mkdirSync(join(dir, 'scripts'));
    for (const f of ['checkNode.mjs', 'nodeVersion.mjs'])
      copyFileSync(join(root, 'scripts', f), join(dir, 'scripts', f));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=99.1.0' } }));
    writeFileSync(join(dir, '.node-version'), '99.1.0\n');
    const r = runIn(dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `SolShare Installer needs Node.js 99 LTS (99.1.0 or newer); this is Node.js ${process.versions.node}. Run "nvm install" here (it reads .nvmrc) or get Node.js 99 from https://nodejs.org/en/download\n`,
    );
  });
});
