// Compiles flows and locales at build time. The browser imports `virtual:flows`,
// `virtual:locales` and `virtual:troubleshooting-table` and never ships a YAML parser.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compileContent, readTroubleshootingTable } from './loadContent.ts';
import { formatProblem, type Registry } from './types.ts';

const MODULES = ['virtual:flows', 'virtual:locales', 'virtual:troubleshooting-table'];

export function flowsPlugin(root: string, registry: Omit<Registry, 'forms'>): Plugin {
  return {
    name: 'solshare-flows',
    resolveId: (id) => (MODULES.includes(id) ? `\0${id}` : undefined),
    load(id) {
      if (!MODULES.includes(id.slice(1))) return undefined; // not virtual:forms/…: formsPlugin loads those
      for (const file of contentFiles(root)) this.addWatchFile(file); // files: a watched folder breaks vitest's import graph
      const name = id.slice(1);
      if (name === 'virtual:troubleshooting-table') return `export default ${JSON.stringify(readTroubleshootingTable(root))};`;
      const { flows, locales, problems } = compileContent(root, registry);
      if (problems.length) this.error(`Content problems:\n${problems.map(formatProblem).join('\n')}`);
      return `export default ${JSON.stringify(name === 'virtual:flows' ? flows : locales)};`;
    },
    handleHotUpdate({ file, server }) {
      if (/[/\\](flows|locales)[/\\]/.test(file)) {
        for (const m of MODULES) {
          const mod = server.moduleGraph.getModuleById(`\0${m}`);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      }
    },
  };
}

function contentFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return ['flows', 'locales'].flatMap((dir) => walk(join(root, dir)));
}
