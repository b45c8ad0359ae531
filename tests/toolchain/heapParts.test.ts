// @vitest-environment node
// bench:jobs' heap in parts (scripts/lib/heapParts.ts) on a heap snapshot made by hand: V8's code split by
// tier (bytecode, Sparkplug's baseline code, optimised code with its deoptimisation data, feedback), the
// machine code of scripts without a URL (Playwright's injected script) told apart, and the functions,
// scripts and RegExps counted.
import { describe, expect, it } from 'vitest';
import { partsOfSnapshot } from '../../scripts/lib/heapParts.ts';

const NODE_TYPES = [
  'hidden',
  'array',
  'string',
  'object',
  'code',
  'closure',
  'regexp',
  'number',
  'native',
  'synthetic',
];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

/** a snapshot of `nodes` ([type, name, size]) and `edges` ([from, name, to], all 'internal') */
function snapshot(nodes: [string, string, number][], edges: [number, string, number][]): string {
  const strings: string[] = [];
  const str = (s: string) => (strings.includes(s) ? strings.indexOf(s) : strings.push(s) - 1);
  const flatNodes = nodes.flatMap(([type, name, size], i) => [
    NODE_TYPES.indexOf(type),
    str(name),
    i * 2 + 1,
    size,
    edges.filter(([from]) => from === i).length,
  ]);
  const flatEdges = nodes.flatMap((_, i) =>
    edges.filter(([from]) => from === i).flatMap(([, name, to]) => [EDGE_TYPES.indexOf('internal'), str(name), to * 5]),
  );
  return JSON.stringify({
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [NODE_TYPES],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES],
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  });
}

describe("bench:jobs' heap parts", () => {
  const nodes: [string, string, number][] = [
    ['synthetic', '', 0], // 0
    ['code', 'system / SharedFunctionInfo / innerSerialize', 40], // 1: Playwright's, baseline code
    ['code', 'system / Script / ', 20], // 2: its script, no URL
    ['code', 'system / Code', 72], // 3: baseline
    ['code', 'system / InstructionStream', 300], // 4
    ['code', 'system / TrustedByteArray', 24], // 5: bytecode offset table
    ['code', 'system / BytecodeArray', 100], // 6
    ['code', 'system / TrustedByteArray', 16], // 7: its source positions
    ['code', 'system / SharedFunctionInfo / render', 40], // 8: the app's, optimised
    ['code', 'system / Script / http://127.0.0.1/assets/app.js', 20], // 9
    ['closure', 'render', 32], // 10
    ['code', 'system / Code', 72], // 11: optimised
    ['code', 'system / InstructionStream', 500], // 12
    ['code', 'system / TrustedByteArray', 60], // 13: its relocation info
    ['code', 'system / ProtectedFixedArray', 80], // 14: deoptimisation data
    ['code', 'system / FeedbackVector', 48], // 15
    ['regexp', '^\\d+$', 32], // 16
    ['object', 'Object', 64], // 17
  ];
  const edges: [number, string, number][] = [
    [1, 'script', 2],
    [1, 'trusted_function_data', 3],
    [3, 'instruction_stream', 4],
    [3, 'bytecode_offset_table', 5],
    [3, 'interpreter_data', 6],
    [6, 'source_position_table', 7],
    [8, 'script', 9],
    [10, 'shared', 8],
    [10, 'code', 11],
    [11, 'instruction_stream', 12],
    [12, 'relocation_info', 13],
    [11, 'deoptimization_data', 14],
  ];
  const parts = partsOfSnapshot(snapshot(nodes, edges));

  it('splits the code by tier, each node counted once', () => {
    expect(parts.codeByTier).toEqual({
      bytecode: 100 + 16,
      baseline: 72 + 300 + 24,
      optimised: 72 + 500 + 60 + 80,
      feedback: 48,
      otherCode: 0,
      metadata: 40 + 20 + 40 + 20,
    });
    expect(parts.code).toBe(Object.values(parts.codeByTier).reduce((a, b) => a + b));
  });

  it("tells Playwright's machine code (a script without a URL) from the app's", () => {
    expect(parts.benchCode).toBe(72 + 300 + 24);
  });

  it('counts functions, scripts and RegExps, and leaves the rest to the app', () => {
    expect(parts.counts).toEqual({ functions: 2, scripts: 2, regexps: 1 });
    expect(parts.app).toBe(32 + 32 + 64);
  });
});
