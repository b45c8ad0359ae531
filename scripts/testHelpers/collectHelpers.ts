// The helpers of one test file and what each does, as a token sequence with its names taken out, for
// scripts/checkDuplicateHelpers.ts (the rule of what counts as a helper is written there).
import ts from 'typescript';

export interface Helper {
  file: string;
  line: number;
  name: string;
  /** a named function, or the body of a test, a group of tests or a hook (`it('…')`, `beforeAll`) */
  kind: 'helper' | 'body';
  /** exported from its file, for other files to share */
  exported: boolean;
  /** the helper's code as tokens: types dropped, its own parameter and local names numbered ($0, $1, …) */
  tokens: string[];
  /**
   * its strings, templates and regular expressions (the screens, routes and words it deals with); a
   * body's numbers too (a test's data: two properties of one shape about other quantities are not copies)
   */
  literals: string[];
}

/** Calls whose function argument is a test, a group of tests or a hook: its body is a body, not a helper. */
const TEST_API = /^(it|test|describe|suite|bench|beforeAll|beforeEach|afterAll|afterEach)$/;

/** `it(…)`, `test.each(…)(…)`, `test.describe.serial(…)`, `base.extend(…)`: the name the call starts from. */
function calleeRoot(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return calleeRoot(expression.expression);
  if (ts.isCallExpression(expression)) return calleeRoot(expression.expression);
  return undefined;
}

type FunctionNode = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

/** The name a function is given where it is defined, or undefined for an anonymous callback. */
function helperName(node: FunctionNode): string | undefined {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) return node.name?.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer === node) return parent.name.getText();
  // a function in a row of a table (an array of objects) is the row's data, not a helper
  if (
    ts.isPropertyAssignment(parent) &&
    parent.initializer === node &&
    !ts.isArrayLiteralExpression(parent.parent.parent)
  )
    return parent.name.getText();
  return undefined;
}

/** The names a function declares for itself: parameters, locals, inner functions, caught errors. */
function ownNames(fn: FunctionNode): Set<string> {
  const names = new Set<string>();
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  const visit = (node: ts.Node) => {
    if (ts.isParameter(node) || ts.isVariableDeclaration(node) || ts.isBindingElement(node)) bind(node.name);
    else if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name) names.add(node.name.text);
    node.forEachChild(visit);
  };
  visit(fn);
  return names;
}

/** What the function does as tokens: no types, no comments, its own names numbered in order of use. */
function normalisedTokens(fn: FunctionNode, file: ts.SourceFile, numbers = false): Pick<Helper, 'tokens' | 'literals'> {
  const own = ownNames(fn);
  const numbered = new Map<string, string>();
  const tokens: string[] = [];
  const literals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeNode(node) || ts.isTypeParameterDeclaration(node)) return;
    // `x as T`, `x satisfies T`, `x!`: the value is x
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node))
      return visit(node.expression);
    if (ts.isIdentifier(node) && own.has(node.text)) {
      if (!numbered.has(node.text)) numbered.set(node.text, `$${numbered.size}`);
      tokens.push(numbered.get(node.text)!);
      return;
    }
    const children = node.getChildren(file);
    if (children.length === 0) {
      // a ':' or '<' that only introduced a type was dropped with it; an empty list's syntax node has no text
      const text = node.getText(file);
      if (text !== '' && node.kind !== ts.SyntaxKind.SyntaxList) tokens.push(text);
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node))
        literals.push(text);
      else if (numbers && ts.isNumericLiteral(node)) literals.push(node.text);
      return;
    }
    for (const child of children) {
      if (child.kind === ts.SyntaxKind.ColonToken && (ts.isParameter(node) || ts.isVariableDeclaration(node))) continue; // the colon of `x: T`
      visit(child);
    }
  };
  // the name it is defined under is not part of what it does
  if (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isMethodDeclaration(fn)) {
    for (const p of fn.parameters) visit(p);
    if (fn.body) visit(fn.body);
  } else {
    for (const p of fn.parameters) visit(p);
    visit(fn.body);
  }
  return { tokens, literals };
}

/** `export function f`, `export const f = …`: the helper is there to be shared. */
function isExported(node: FunctionNode): boolean {
  const declaration = ts.isVariableDeclaration(node.parent) ? node.parent.parent.parent : node;
  return (
    ts.canHaveModifiers(declaration) &&
    !!ts.getModifiers(declaration)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** How a body is named in a message: the call and, for a test or a group, its title (`it('says so')`, `beforeAll`). */
function bodyName(call: ts.CallExpression, source: ts.SourceFile): string {
  // `test.describe.serial`, `it.each(rows)`: the chain of names, without the rows
  const chain = (e: ts.Expression): string =>
    ts.isIdentifier(e)
      ? e.text
      : ts.isPropertyAccessExpression(e)
        ? `${chain(e.expression)}.${e.name.text}`
        : ts.isCallExpression(e)
          ? chain(e.expression)
          : '…';
  const title = call.arguments[0];
  const titled = title && (ts.isStringLiteralLike(title) || ts.isTemplateExpression(title));
  return titled ? `${chain(call.expression)}(${title.getText(source).slice(0, 60)})` : chain(call.expression);
}

/**
 * Every named function of a test file (a helper), and every function given to a test, a test group or
 * a hook (a body: `it('…', () => …)`, `beforeEach(async () => …)`, `test.each(rows)('…', (row) => …)`).
 */
export function collectHelpers(file: string, text: string): Helper[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const helpers: Helper[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const name = helperName(node);
      const call = node.parent;
      const isTestBody =
        ts.isCallExpression(call) &&
        call.arguments.includes(node as ts.Expression) &&
        TEST_API.test(calleeRoot(call.expression) ?? '');
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      if (isTestBody)
        helpers.push({
          file,
          line,
          name: bodyName(call, source),
          kind: 'body',
          exported: false,
          ...normalisedTokens(node, source, true),
        });
      else if (name !== undefined)
        helpers.push({
          file,
          line,
          name,
          kind: 'helper',
          exported: isExported(node),
          ...normalisedTokens(node, source),
        });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return helpers;
}
