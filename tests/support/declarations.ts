// Where a name is declared in TypeScript source: a variable, function or class, or an object
// literal's property (written `name: …`, `name() {}` or the shorthand `{ name }`). Imports, types,
// parameters, destructuring and string mentions (a flow's `run: name`, `HandlerOf<'name'>`) are not
// declarations. Parsed with TypeScript's own parser, so comments and strings never count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './repoFiles.ts';

export interface Declaration {
  name: string;
  at: string; // file:line
}

/** Every declaration of a variable, function, class or object-literal property in `text`. */
export function declarationsIn(file: string, text: string): Declaration[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Declaration[] = [];
  const add = (name: ts.Node) => {
    if (!ts.isIdentifier(name) && !ts.isStringLiteral(name)) return;
    const { line } = source.getLineAndCharacterOfPosition(name.getStart(source));
    found.push({ name: name.text, at: `${file}:${line + 1}` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) {
      if (node.name) add(node.name);
    } else if (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) {
      if (ts.isObjectLiteralExpression(node.parent)) add(node.name);
    } else if (ts.isShorthandPropertyAssignment(node)) {
      add(node.name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The declarations in the given repository files, read from disk. */
export function declarationsInFiles(files: readonly string[]): Declaration[] {
  return files.flatMap((file) => declarationsIn(file, readFileSync(join(repoRoot, file), 'utf8')));
}
