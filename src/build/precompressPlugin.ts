// Build-time (vite.config.ts): a Brotli copy (quality 11) beside each built script and style in
// dist/assets (app-1234.js.br), for servers that send it to browsers that accept it: `npm start`
// (simulator/static.ts) does, nginx with brotli_static does. Brotli at its best is 12 to 15% smaller
// than gzip -9 on our chunks, which counts on one bar of signal (LCP); it is too slow to
// run per request (0.3 s for the form engine), so the build does it once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const WORTH_IT = 1024; // smaller files gain less than the header costs
const TEXT = /^assets\/.*\.(js|css)$/;

export function brotli(source: string | Uint8Array): Buffer {
  const bytes = typeof source === 'string' ? Buffer.from(source) : source;
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

export function precompressPlugin(): Plugin {
  return {
    name: 'solshare-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        if (source.length < WORTH_IT) continue;
        writeFileSync(join(outDir, `${fileName}.br`), brotli(source));
      }
    },
  };
}
