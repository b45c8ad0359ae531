// @vitest-environment node
// Built scripts and styles go out as the build's Brotli copy to browsers that accept it, else gzipped,
// else as they are; the copy the build writes (src/build/precompressPlugin.ts) decodes to the file.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotli } from '../../src/build/precompressPlugin.ts';
import { createSimulator } from '../../simulator/app';

const SCRIPT = `export const words = ${JSON.stringify('the form engine '.repeat(400))};`;

function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), 'sim-compression-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(dist, 'assets', 'engine.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'engine.js.br'), brotli(SCRIPT));
  writeFileSync(join(dist, 'assets', 'plain.js'), SCRIPT); // no Brotli copy
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
  it('sends the Brotli copy to a browser that accepts br, and it decodes to the script', async () => {
    const answer = await get('/assets/engine.js', 'gzip, deflate, br, zstd');
    expect(answer.encoding).toBe('br');
    expect(answer.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(SCRIPT);
    expect(answer.bytes.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('gzips for a browser without br, and for a file the build made no copy of', async () => {
    for (const [path, accepts] of [
      ['/assets/engine.js', 'gzip, deflate'],
      ['/assets/plain.js', 'gzip, br'],
    ]) {
      const answer = await get(path, accepts);
      expect(answer.encoding, path).toBe('gzip');
      expect(gunzipSync(answer.bytes).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is to a client that accepts neither', async () => {
    const answer = await get('/assets/engine.js', 'identity');
    expect(answer.encoding).toBeNull();
    expect(answer.bytes.toString()).toBe(SCRIPT);
  });
});
