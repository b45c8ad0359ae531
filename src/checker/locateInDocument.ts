// Where a value sits in a parsed YAML or JSON document, as line and column for an editor's message.
// A missing value is reported at the nearest parent that exists.
import { isNode, type Document, type LineCounter } from 'yaml';

export function locateInDocument(
  doc: Document,
  lines: LineCounter,
  path: readonly (string | number)[],
): { line: number; column: number } {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) {
      const pos = lines.linePos(node.range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  return { line: 1, column: 1 };
}
