// Compiles flows and locales at build time. The browser imports `virtual:flows`,
// `virtual:locales` and `virtual:troubleshooting-table` and never ships a YAML parser.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { coverageLine } from './checks/localeParity.ts';
import { compileContent, readTroubleshootingTable, type LocaleResources } from './loadContent.ts';
import { formatProblem, type Registry } from './types.ts';

const MODULES = ['virtual:flows', 'virtual:locales', 'virtual:locales-rest', 'virtual:troubleshooting-table'];

export function flowsPlugin(root: string, registry: Omit<Registry, 'forms'>, coreNamespaces: readonly string[]): Plugin {
  return {
    name: 'solshare-flows',
    resolveId: (id) => (MODULES.includes(id) ? `\0${id}` : undefined),
    load(id) {
      if (!MODULES.includes(id.slice(1))) return undefined; // not virtual:forms/…: formsPlugin loads those
      for (const file of contentFiles(root)) this.addWatchFile(file); // files: a watched folder breaks vitest's import graph
      const name = id.slice(1);
      if (name === 'virtual:troubleshooting-table') return `export default ${JSON.stringify(readTroubleshootingTable(root))};`;
      const { flows, locales, problems, warnings, coverage } = compileContent(root, registry);
      if (problems.length) this.error(`Content problems:\n${problems.map(formatProblem).join('\n')}`);
      if (name === 'virtual:flows') {
        // a text not yet translated builds (English shows); say so once per build
        if (warnings.length) this.warn(`${warnings.length} texts are not yet translated:\n${warnings.map(formatProblem).join('\n')}\n${coverage.map(coverageLine).join('\n')}`);
        return `export default ${JSON.stringify(flows)};`;
      }
      return `export default ${JSON.stringify(splitLocales(locales, coreNamespaces, name === 'virtual:locales'))};`;
    },
    handleHotUpdate({ file, server }) {
      if (/[/\\](flows|locales|content)[/\\]/.test(file)) {
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
  return ['flows', 'locales', 'content'].flatMap((dir) => walk(join(root, dir)));
}

/** The core namespaces of every language, or everything else (see src/localeSplit.ts). */
function splitLocales(locales: LocaleResources, core: readonly string[], wantCore: boolean): LocaleResources {
  return Object.fromEntries(
    Object.entries(locales).map(([lang, { translation }]) => [
      lang,
      { translation: Object.fromEntries(Object.entries(translation).filter(([ns]) => core.includes(ns) === wantCore)) },
    ]),
  );
}
