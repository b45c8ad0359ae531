// Changes one value of a JSON file in place with jsonc-parser's modify/applyEdits: only the lines
// of that value change; key order, indentation and every other line stay as they were.
import { applyEdits, findNodeAtLocation, getNodeValue, modify, parseTree, type JSONPath } from 'jsonc-parser';

/** The file's indentation (2 spaces in this repository), so an inserted text lines up. */
function indentOf(text: string): { insertSpaces: boolean; tabSize: number } {
  const m = /\n([ \t]+)\S/.exec(text);
  if (!m) return { insertSpaces: true, tabSize: 2 };
  return m[1].startsWith('\t') ? { insertSpaces: false, tabSize: 1 } : { insertSpaces: true, tabSize: m[1].length };
}

/** `value` undefined removes the entry. */
export function setJsonValue(text: string, path: JSONPath, value: unknown): string {
  const edits = modify(text, path, value, {
    formattingOptions: { ...indentOf(text), eol: text.includes('\r\n') ? '\r\n' : '\n' },
  });
  return applyEdits(text, edits);
}

/** The value at `path`, or undefined when the file has none there. */
export function jsonValueAt(text: string, path: JSONPath): unknown {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  return node ? getNodeValue(node) : undefined;
}

/** 'troubleshooting.phaseToPhaseAu.problem' → locales/de/troubleshooting.json, ['phaseToPhaseAu', 'problem'] */
export function localeLocation(lang: string, key: string): { file: string; path: string[] } {
  const [namespace, ...path] = key.split('.');
  return { file: `locales/${lang}/${namespace}.json`, path };
}
