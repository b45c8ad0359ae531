// Build-time (vite.config.ts): everything the app's entry imports statically goes into one chunk,
// instead of the dozen small shared chunks the bundler makes because gallery.html and the lazy
// screens share modules with it. One file compresses better (about 4 KB less gzip) and the first
// screen waits on fewer requests. Only the entry's own static imports are captured, so
// code that the gallery or a lazy screen alone needs never lands in the first screen's chunk.
import type { Plugin } from 'vite';

export function firstScreenChunk(entryPath: RegExp): { plugin: Plugin; test: (id: string) => boolean } {
  let closure = new Set<string>();
  let entryId = '';
  const plugin: Plugin = {
    name: 'solshare-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      entryId = [...this.getModuleIds()].find((id) => entryPath.test(id)) ?? '';
      closure = new Set();
      const queue = entryId ? [entryId] : [];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? [])); // static imports only
      }
    },
  };
  // the entry module stays in the entry chunk (index.html points at it)
  return { plugin, test: (id) => id !== entryId && closure.has(id) };
}
