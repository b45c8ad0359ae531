// @vitest-environment node
// Every visible word comes from locales/: no component renders literal text or literal labels, so a
// content editor or a translator can change every word without code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { textFiles } from '../support/repoFiles.ts';

const root = join(__dirname, '..', '..');
const LABEL_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label']);

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (
      ts.isJsxAttribute(node) &&
      LABEL_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /[A-Za-z]{2,}/.test(node.initializer.text)
    ) {
      found.push(`${where(node)} ${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words live in locales/', () => {
  it('no component under src/ renders literal text or a literal label', () => {
    const offenders = textFiles('src')
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) => literalTexts(join(root, f)));
    expect(offenders).toEqual([]);
  });

  it('the engine and its build tools import neither React nor a router or store binding', () => {
    const imports = ['engine', 'checker', 'build', 'book'].flatMap((folder) => {
      const dir = join(root, 'src', folder);
      return readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.ts'))
        .flatMap((f) =>
          [...readFileSync(join(dir, f), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => `${folder}/${f}: ${m[1]}`),
        );
    });
    expect(imports.length).toBeGreaterThan(100); // every folder was read
    expect(imports.filter((i) => /: (react|react-dom|wouter|valtio)(\/|$)/.test(i))).toEqual([]);
  });
});
