// A page's JS heap in parts, from a CDP heap snapshot taken after the garbage is collected: V8's compiled
// code (bytecode and optimised code, which grows as more of the app's functions get hot and levels off),
// the browser's own buffers of performance entries and DevTools' network records (what a bench's
// browser keeps, bounded by the browser), and the rest: the app's objects, strings and DOM wrappers,
// which is where a leak would show.
// The code part in tiers, as V8 keeps it: the bytecode (BytecodeArray and its tables: what the interpreter
// runs, one per compiled function), Sparkplug's baseline machine code (a Code object with a bytecode
// offset table), the optimised code of Maglev and TurboFan (a Code object with deoptimisation data), the
// feedback the tiers decide on (feedback vectors and cells, allocation sites, IC handlers), other machine
// code (regexps, handlers) and the rest (SharedFunctionInfos, ScopeInfos, Scripts, metadata). V8's tiers
// count calls and loop iterations over the tab's life, never resetting while a function stays in use, so
// a function run a few times per job crosses a threshold a few jobs in: baseline and optimised code grow
// job after job until every function the job runs has crossed them, with the bytecode flat.
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';

export type CodeTier = 'bytecode' | 'baseline' | 'optimised' | 'feedback' | 'otherCode' | 'metadata';

export interface HeapParts {
  code: number;
  /** the code part by tier (sums to `code`) */
  codeByTier: Record<CodeTier, number>;
  /**
   * of the baseline and optimised code, what belongs to scripts without a URL: Playwright's injected
   * script and its evaluations, which run in the page's heap to find and tap elements (no phone runs them;
   * the app's own scripts all have a URL and it evaluates nothing)
   */
  benchCode: number;
  /**
   * how many SharedFunctionInfos (functions compiled or known to V8), Scripts and RegExps the heap holds: flat
   * from job to job unless something compiles the same source again (a module run twice, eval, new Function,
   * a RegExp made per use)
   */
  counts: { functions: number; scripts: number; regexps: number };
  browserBuffers: number;
  app: number;
  /** the app's part by the snapshot's node type and name ("object Array", "closure render"): what to diff for a leak */
  appByName: Map<string, number>;
}

const BROWSER_BUFFERS =
  /^(Performance\w*|LargestContentfulPaint|InteractionContentfulPaint|LayoutShift\w*|TextRecord|blink::(NetworkResourcesData|SoftNavigation|LargestContentfulPaint|TextRecord|ScriptTimingInfo)\w*)/;

const FEEDBACK = new Set(
  ['FeedbackVector', 'FeedbackCell', 'ClosureFeedbackCellArray', 'AllocationSite', 'LoadHandler', 'StoreHandler'].map(
    (n) => `system / ${n}`,
  ),
);
// what a Code object owns: its machine code (and its relocation info) and tables, and for optimised code its
// deoptimisation data's own arrays
const CODE_PARTS = new Set([
  'instruction_stream',
  'bytecode_offset_table',
  'source_position_table',
  'deoptimization_data',
]);
const DEOPT_PARTS = new Set(
  ['ProtectedFixedArray', 'TrustedByteArray', 'TrustedFixedArray', 'TrustedWeakFixedArray'].map((n) => `system / ${n}`),
);
const BYTECODE_PARTS = new Set(['source_position_table', 'handler_table', 'constant_pool', 'wrapper']);

export async function heapParts(cdp: CDPSession, saveTo?: string): Promise<HeapParts> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const take = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  const text = chunks.join('');
  if (saveTo) writeFileSync(saveTo, text);
  return partsOfSnapshot(text);
}

/** The parts of a heap snapshot's JSON text (a .heapsnapshot file). */
export function partsOfSnapshot(text: string): HeapParts {
  const snapshot = JSON.parse(text) as {
    snapshot: {
      meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
    };
    nodes: number[];
    edges: number[];
    strings: string[];
  };
  const { meta } = snapshot.snapshot;
  const fields = meta.node_fields;
  const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map((f) => fields.indexOf(f));
  const ef = meta.edge_fields.length;
  const [EDGE_TYPE, EDGE_NAME, EDGE_TO] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f));
  const namedEdge = new Set(
    ['context', 'property', 'internal', 'shortcut', 'weak'].map((t) => meta.edge_types[0].indexOf(t)),
  );
  const types = meta.node_types[0];
  const name = (i: number) => snapshot.strings[snapshot.nodes[i + NAME]];
  const parts: HeapParts = {
    code: 0,
    codeByTier: { bytecode: 0, baseline: 0, optimised: 0, feedback: 0, otherCode: 0, metadata: 0 },
    benchCode: 0,
    counts: { functions: 0, scripts: 0, regexps: 0 },
    browserBuffers: 0,
    app: 0,
    appByName: new Map(),
  };
  // the tier of a code node reached from a Code object or a BytecodeArray, by its index in `nodes`
  const tierOf = new Map<number, CodeTier>();
  // the Code object each baseline or optimised node belongs to, and the SharedFunctionInfo that Code runs
  const codeOf = new Map<number, number>();
  const sfiOfCode = new Map<number, number>();
  const firstEdge: number[] = [];
  for (let i = 0, e = 0; i < snapshot.nodes.length; i += fields.length) {
    firstEdge.push(e);
    e += snapshot.nodes[i + EDGES] * ef;
  }
  const edgesOf = function* (i: number) {
    const end = firstEdge[i / fields.length] + snapshot.nodes[i + EDGES] * ef;
    for (let e = firstEdge[i / fields.length]; e < end; e += ef) {
      const named = namedEdge.has(snapshot.edges[e + EDGE_TYPE]);
      yield { name: named ? snapshot.strings[snapshot.edges[e + EDGE_NAME]] : '', to: snapshot.edges[e + EDGE_TO] };
    }
  };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (types[snapshot.nodes[i + TYPE]] !== 'code') continue;
    if (name(i) === 'system / BytecodeArray') {
      tierOf.set(i, 'bytecode');
      for (const e of edgesOf(i))
        if (BYTECODE_PARTS.has(e.name) && types[snapshot.nodes[e.to + TYPE]] === 'code') tierOf.set(e.to, 'bytecode');
    } else if (name(i) === 'system / Code') {
      const own = [...edgesOf(i)].filter((e) => CODE_PARTS.has(e.name));
      const tier: CodeTier = own.some((e) => e.name === 'bytecode_offset_table')
        ? 'baseline'
        : own.some((e) => e.name === 'deoptimization_data')
          ? 'optimised'
          : 'otherCode';
      const belongs = (node: number) => {
        tierOf.set(node, tier);
        codeOf.set(node, i);
      };
      belongs(i);
      for (const e of own) {
        belongs(e.to);
        if (e.name === 'instruction_stream')
          for (const r of edgesOf(e.to)) if (r.name === 'relocation_info') belongs(r.to);
        if (e.name === 'deoptimization_data')
          for (const d of edgesOf(e.to)) if (DEOPT_PARTS.has(name(d.to)) && !tierOf.has(d.to)) belongs(d.to);
      }
    } else if (name(i).startsWith('system / SharedFunctionInfo')) {
      for (const e of edgesOf(i))
        if (e.name === 'trusted_function_data' && name(e.to) === 'system / Code') sfiOfCode.set(e.to, i);
    }
  }
  // optimised code hangs off the closures that run it
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (types[snapshot.nodes[i + TYPE]] !== 'closure') continue;
    let shared = -1;
    let code = -1;
    for (const e of edgesOf(i)) {
      if (e.name === 'shared') shared = e.to;
      if (e.name === 'code' && name(e.to) === 'system / Code') code = e.to;
    }
    if (shared >= 0 && code >= 0 && !sfiOfCode.has(code)) sfiOfCode.set(code, shared);
  }
  const urlless = (sfi: number) => {
    for (const e of edgesOf(sfi)) if (e.name === 'script') return /^system \/ Script( \/ )?$/.test(name(e.to));
    return false;
  };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + TYPE]];
    const size = snapshot.nodes[i + SIZE];
    if (type === 'regexp') parts.counts.regexps++;
    if (type === 'code') {
      parts.code += size;
      if (name(i).startsWith('system / SharedFunctionInfo')) parts.counts.functions++;
      else if (/^system \/ Script($| \/ )/.test(name(i))) parts.counts.scripts++;
      const tier =
        tierOf.get(i) ??
        (FEEDBACK.has(name(i)) ? 'feedback' : name(i) === 'system / InstructionStream' ? 'otherCode' : 'metadata');
      parts.codeByTier[tier] += size;
      const code = codeOf.get(i);
      const sfi = code === undefined ? undefined : sfiOfCode.get(code);
      if ((tier === 'baseline' || tier === 'optimised') && sfi !== undefined && urlless(sfi)) parts.benchCode += size;
    } else if (type === 'native' && BROWSER_BUFFERS.test(name(i))) parts.browserBuffers += size;
    else {
      parts.app += size;
      const key = `${type} ${type === 'string' || type === 'concatenated string' ? '' : name(i)}`;
      parts.appByName.set(key, (parts.appByName.get(key) ?? 0) + size);
    }
  }
  return parts;
}
