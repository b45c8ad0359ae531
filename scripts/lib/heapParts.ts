// A page's JS heap in parts, from a CDP heap snapshot taken after the garbage is collected: V8's compiled
// code (bytecode and optimised code, which grows as more of the app's functions get hot and levels off),
// the browser's own buffers of performance entries and DevTools' network records (what a bench's
// browser keeps, bounded by the browser), and the rest: the app's objects, strings and DOM wrappers,
// which is where a leak would show.
import type { CDPSession } from '@playwright/test';

export interface HeapParts {
  code: number;
  browserBuffers: number;
  app: number;
  /** the app's part by the snapshot's node type and name ("object Array", "closure render"): what to diff for a leak */
  appByName: Map<string, number>;
}

const BROWSER_BUFFERS =
  /^(Performance\w*|LargestContentfulPaint|InteractionContentfulPaint|LayoutShift\w*|TextRecord|blink::(NetworkResourcesData|SoftNavigation|LargestContentfulPaint|TextRecord|ScriptTimingInfo)\w*)/;

export async function heapParts(cdp: CDPSession): Promise<HeapParts> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const take = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const [TYPE, NAME, SIZE] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const types = snapshot.snapshot.meta.node_types[0];
  const parts: HeapParts = { code: 0, browserBuffers: 0, app: 0, appByName: new Map() };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + TYPE]];
    const size = snapshot.nodes[i + SIZE];
    if (type === 'code') parts.code += size;
    else if (type === 'native' && BROWSER_BUFFERS.test(snapshot.strings[snapshot.nodes[i + NAME]]))
      parts.browserBuffers += size;
    else {
      parts.app += size;
      const name = `${type} ${type === 'string' || type === 'concatenated string' ? '' : snapshot.strings[snapshot.nodes[i + NAME]]}`;
      parts.appByName.set(name, (parts.appByName.get(name) ?? 0) + size);
    }
  }
  return parts;
}
