// Compiles flows and locales at build time. The browser imports `virtual:flow-routes` (the route
// table; `virtual:flow-details` follows for a route behind a login, src/engine/stepDetails.ts),
// `virtual:locales` and `virtual:troubleshooting-table` and never ships a YAML parser. `virtual:flows`
// is the whole flows at once, for tests, tools and the gallery.
// Words are split per language: English (every language's fallback) ships with the app; each other
// language is its own lazy chunk (`virtual:locales/de`, `virtual:locales-rest/de`), fetched only
// when the deployment offers it and the phone asks for it. A group of src/localeSplit.ts's
// separateWordGroups is a chunk of its own per language (`virtual:locales-group/troubleshooting`,
// `virtual:locales-group/troubleshooting/de`), left out of the rest.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { coverageLine } from '../checker/checks/localeParity.ts';
import type { LocaleResources } from '../checker/checks/locales.ts';
import { compileContent, readTroubleshootingTable } from '../checker/loadContent.ts';
import { splitFlows } from '../engine/stepDetails.ts';
import { formatProblem, type Registry } from '../checker/types.ts';

const MODULES = [
  'virtual:flows',
  'virtual:flow-routes',
  'virtual:flow-details',
  'virtual:locales',
  'virtual:locales-rest',
  'virtual:troubleshooting-table',
  'virtual:locale-loaders',
  'virtual:startup-words',
];
const PER_LANGUAGE = /^virtual:locales(-rest)?\/([a-z]{2,3}(?:-[A-Z]{2})?)$/;
const GROUP = /^virtual:locales-group\/(\w+)(?:\/([a-z]{2,3}(?:-[A-Z]{2})?))?$/;
const FALLBACK = 'en';
const isModule = (id: string) => MODULES.includes(id) || PER_LANGUAGE.test(id) || GROUP.test(id);

type WordGroups = Readonly<Record<string, { namespaces: readonly string[] }>>;

export function flowsPlugin(
  root: string,
  registry: Omit<Registry, 'forms'>,
  coreNamespaces: readonly string[],
  groups: WordGroups = {},
  restKeys: Readonly<Record<string, readonly string[]>> = {},
): Plugin {
  const grouped = Object.values(groups).flatMap((g) => g.namespaces);
  return {
    name: 'solshare-flows',
    resolveId: (id) => (isModule(id) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith('\0') || !isModule(id.slice(1))) return undefined; // not virtual:forms/…: formsPlugin loads those
      for (const file of contentFiles(root)) this.addWatchFile(file); // files: a watched folder breaks vitest's import graph
      const name = id.slice(1);
      if (name === 'virtual:troubleshooting-table')
        return `export default ${JSON.stringify(readTroubleshootingTable(root))};`;
      const { flows, locales, problems, warnings, coverage } = compileContent(root, registry);
      if (problems.length) this.error(`Content problems:\n${problems.map(formatProblem).join('\n')}`);
      if (name === 'virtual:flows') {
        // a text not yet translated builds (English shows); say so once per build
        if (warnings.length)
          this.warn(
            `${warnings.length} texts are not yet translated:\n${warnings.map(formatProblem).join('\n')}\n${coverage.map(coverageLine).join('\n')}`,
          );
        return `export default ${JSON.stringify(flows)};`;
      }
      // the app's route table and the details of the steps behind a login (src/engine/stepDetails.ts)
      if (flows && (name === 'virtual:flow-routes' || name === 'virtual:flow-details')) {
        const { routes, details } = splitFlows(flows);
        return `export default ${JSON.stringify(name === 'virtual:flow-routes' ? routes : details)};`;
      }
      const languages = Object.keys(locales);
      if (name === 'virtual:locale-loaders') {
        // import() of a literal id: the bundler makes one chunk per language and half
        const groupLoaders = (suffix: string) =>
          `{ ${Object.keys(groups)
            .map((g) => `${JSON.stringify(g)}: () => import(${JSON.stringify(`virtual:locales-group/${g}${suffix}`)})`)
            .join(', ')} }`;
        const entries = languages
          .filter((l) => l !== FALLBACK)
          .map(
            (l) =>
              `${JSON.stringify(l)}: { core: () => import(${JSON.stringify(`virtual:locales/${l}`)}), rest: () => import(${JSON.stringify(`virtual:locales-rest/${l}`)}), groups: ${groupLoaders(`/${l}`)} }`,
          );
        // English's groups (English, every language's fallback, loads beside the UI language's)
        return `export default { ${entries.join(', ')} };\nexport const englishGroups = ${groupLoaders('')};`;
      }
      const group = GROUP.exec(name);
      if (group) {
        const language = group[2] ?? FALLBACK;
        const namespaces = groups[group[1]]?.namespaces ?? [];
        const picked = Object.fromEntries(Object.entries(locales).filter(([l]) => l === language));
        return `export default ${JSON.stringify(pickNamespaces(picked, (ns) => namespaces.includes(ns)))};`;
      }
      if (name === 'virtual:startup-words') {
        // the page shown when config.json is bad: before i18next, in the phone's language
        return `export default ${JSON.stringify(Object.fromEntries(languages.map((l) => [l, locales[l].translation.startupError ?? {}])))};`;
      }
      const one = PER_LANGUAGE.exec(name);
      const language = one ? one[2] : FALLBACK;
      const core = one ? !one[1] : name === 'virtual:locales';
      const picked = Object.fromEntries(Object.entries(locales).filter(([l]) => l === language));
      const inRest = (ns: string) => !coreNamespaces.includes(ns) && !grouped.includes(ns);
      const words = pickNamespaces(picked, core ? (ns) => coreNamespaces.includes(ns) : inRest);
      return `export default ${JSON.stringify(moveKeys(words, picked, restKeys, core ? 'out' : 'in'))};`;
    },
    handleHotUpdate({ file, server }) {
      if (/[/\\](flows|locales|content)[/\\]/.test(file)) {
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(mod);
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

/** Each language's namespaces that `keep` picks (the core, the rest, or a group of src/localeSplit.ts). */
function pickNamespaces(locales: LocaleResources, keep: (namespace: string) => boolean): LocaleResources {
  return Object.fromEntries(
    Object.entries(locales).map(([lang, { translation }]) => [
      lang,
      { translation: Object.fromEntries(Object.entries(translation).filter(([ns]) => keep(ns))) },
    ]),
  );
}

/**
 * Parts of core namespaces that go with the rest instead ({ problem: ['search'] }): 'out' leaves them out
 * of `words`, 'in' adds them from `all` (i18next merges a namespace's parts as they arrive).
 */
function moveKeys(
  words: LocaleResources,
  all: LocaleResources,
  parts: Readonly<Record<string, readonly string[]>>,
  way: 'in' | 'out',
): LocaleResources {
  return Object.fromEntries(
    Object.entries(words).map(([lang, { translation }]) => {
      const moved: Record<string, Record<string, unknown>> = {};
      for (const [ns, names] of Object.entries(parts)) {
        const from = (way === 'out' ? translation : all[lang]?.translation)?.[ns] as
          Record<string, unknown> | undefined;
        if (!from) continue;
        const kept = { ...((way === 'out' ? from : translation[ns]) as Record<string, unknown> | undefined) };
        for (const name of names) {
          if (way === 'out') delete kept[name];
          else if (from[name] !== undefined) kept[name] = from[name];
        }
        moved[ns] = kept;
      }
      return [lang, { translation: { ...translation, ...moved } }];
    }),
  );
}
