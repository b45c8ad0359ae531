// Build-time (vite.config.ts): the build's summary names the UI runtime it bundled, read from the
// installed package, so a report of "what ships" can be checked against the design card (React 19).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** the installed react and react-dom versions, e.g. { react: '19.3.1', 'react-dom': '19.3.1' } */
export function runtimeVersions(): Record<'react' | 'react-dom', string> {
  const require = createRequire(import.meta.url);
  const version = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  return { react: version('react'), 'react-dom': version('react-dom') };
}

export function runtimeSummaryPlugin(): Plugin {
  return {
    name: 'solshare-runtime-summary',
    apply: 'build',
    closeBundle() {
      const v = runtimeVersions();
      this.info(`UI runtime: React ${v.react}, ReactDOM ${v['react-dom']}`);
    },
  };
}
