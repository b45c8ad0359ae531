// Build-time (vite.config.ts): `virtual:screen-preload` maps each screen kind to the import() of its
// component, read from the lazy() maps in src/screens/<area>/components.ts. main.tsx starts the
// current route's import while config.json and the words load, so a lazily loaded screen (the login,
// the forms) does not wait for a second round trip after the app starts (LCP). The same
// module is imported as React.lazy would, so the bundler makes one chunk and lazy() finds it loaded.
// A kind this scan misses simply loads when first rendered, as before.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:screen-preload';
const LAZY = /(\w+):\s*lazy\(\(\) => import\('\.\/([\w/]+\.tsx)'\)\)/g;

/** kind → absolute path of its lazily loaded component */
export function lazyScreenFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const screens = join(root, 'src/screens');
  for (const area of readdirSync(screens, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const file = join(screens, area.name, 'components.ts');
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(LAZY)) files.set(m[1], join(screens, area.name, m[2]));
  }
  return files;
}

export function screenPreloadPlugin(root: string): Plugin {
  return {
    name: 'solshare-screen-preload',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const files = lazyScreenFiles(root);
      for (const dir of readdirSync(join(root, 'src/screens'))) {
        const components = join(root, 'src/screens', dir, 'components.ts');
        if (existsSync(components)) this.addWatchFile(components);
      }
      const entries = [...files].map(([kind, file]) => `${JSON.stringify(kind)}: () => import(${JSON.stringify(file)})`);
      return `export default { ${entries.join(', ')} };`;
    },
  };
}
