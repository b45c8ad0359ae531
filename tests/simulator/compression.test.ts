// @vitest-environment node
// Built scripts and styles go out gzipped to browsers that accept it, else as they are.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';

const SCRIPT = `export const words = ${JSON.stringify('the form engine '.repeat(400))};`;

function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), 'sim-compression-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(dist, 'assets', 'engine.js'), SCRIPT);
  writeFileSync(join(dist, 'config.json'), '{}');
  return dist;
}

const { app } = createSimulator({ staticDir: builtApp() });
const get = async (path: string, acceptEncoding: string) => {
  const res = await app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });
  return {
    encoding: res.headers.get('Content-Encoding'),
    vary: res.headers.get('Vary'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};

describe('compressed assets', () => {
  it('gzips for a browser that accepts it, with or without br', async () => {
    for (const accepts of ['gzip, deflate', 'gzip, deflate, br, zstd']) {
      const answer = await get('/assets/engine.js', accepts);
      expect(answer.encoding, accepts).toBe('gzip');
      expect(answer.vary).toBe('Accept-Encoding');
      expect(gunzipSync(answer.bytes).toString()).toBe(SCRIPT);
      expect(answer.bytes.length).toBeLessThan(SCRIPT.length / 10);
    }
  });

  it('sends the file as it is to a client that accepts neither', async () => {
    const answer = await get('/assets/engine.js', 'identity');
    expect(answer.encoding).toBeNull();
    expect(answer.bytes.toString()).toBe(SCRIPT);
  });
});
