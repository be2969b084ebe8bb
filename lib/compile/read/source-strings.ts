/**
 * The Estonian and Russian strings kept in the code (catalogue names, headline terms, generated
 * sentences, importers' labels), each with its language and line, for the glossary check. A string's
 * language is read from where it stands: the value of an `et:`/`ru:` property, a member named `et`/`ru`
 * of a tuple type, the branch of `locale === 'et'` (if, ?:, case 'et'), a constant named ET/RU
 * (or ending _ET/_RU), the argument of a function whose parameter there is named `et`/`ru`
 * (`t(en, et, ru)`, defined in the same file or imported from lib/); else Cyrillic letters make it
 * Russian. A template's `${…}` reads as `…`. A file marked `@glossary readers-words` is skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface SourceString {
  language: string;
  line: number;
  text: string;
}

const LANGUAGE_NAME = /^(et|ru)$/;
/** A file that keeps readers' own words (the search's synonyms), not text the site writes, says so in its header. */
const READERS_WORDS = '@glossary readers-words';
const BRANCH = /===\s*['"](et|ru)['"]/;
const CONSTANT = /^(?:(ET|RU)|.*_(ET|RU))$/;

/** Function name → the languages of its parameters by position (only the `et`/`ru` ones). */
type Signatures = Map<string, Map<number, string>>;

const nameText = (name: ts.Node | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

/** The language of a tuple element by the member names of the tuple type its array satisfies. */
function tupleLanguage(element: ts.Node, row: ts.ArrayLiteralExpression): string | undefined {
  const index = row.elements.indexOf(element as ts.Expression);
  let outer: ts.Node = row.parent;
  while (outer && (ts.isArrayLiteralExpression(outer) || ts.isParenthesizedExpression(outer))) outer = outer.parent;
  const type =
    outer && (ts.isSatisfiesExpression(outer) || ts.isAsExpression(outer) || ts.isVariableDeclaration(outer))
      ? outer.type
      : undefined;
  const tuple = type && ts.isArrayTypeNode(type) ? type.elementType : undefined;
  if (!tuple || !ts.isTupleTypeNode(tuple)) return undefined;
  const member = tuple.elements[index];
  const name = member && ts.isNamedTupleMember(member) ? member.name.text : undefined;
  return name && LANGUAGE_NAME.test(name) ? name : undefined;
}

/** The functions of a file with a parameter named `et` or `ru`: `const t = (en, et, ru) => …`, `function r(…)`. */
function signaturesOf(sf: ts.SourceFile): Signatures {
  const out: Signatures = new Map();
  const add = (name: string | undefined, params: ts.NodeArray<ts.ParameterDeclaration>) => {
    const languages = new Map<number, string>();
    params.forEach((p, i) => {
      const n = nameText(p.name);
      if (n && LANGUAGE_NAME.test(n)) languages.set(i, n);
    });
    if (name && languages.size > 0) out.set(name, languages);
  };
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st)) add(st.name?.text, st.parameters);
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations)
        if (d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
          add(nameText(d.name), d.initializer.parameters);
  }
  return out;
}

/** The language a string node is written in, from the code around it; undefined when not known. */
function languageOf(node: ts.Node, text: string, calls: Signatures): string | undefined {
  let child: ts.Node = node;
  for (let at = node.parent; at; child = at, at = at.parent) {
    if (ts.isPropertyAssignment(at) && at.initializer === child) {
      const name = nameText(at.name);
      if (name && LANGUAGE_NAME.test(name)) return name;
    }
    if (ts.isArrayLiteralExpression(at)) {
      const found = tupleLanguage(child, at);
      if (found) return found;
    }
    const condition =
      ts.isIfStatement(at) && at.thenStatement === child
        ? at.expression
        : ts.isConditionalExpression(at) && at.whenTrue === child
          ? at.condition
          : undefined;
    const branch = condition ? BRANCH.exec(condition.getText()) : null;
    if (branch) return branch[1];
    if (ts.isCallExpression(at) && ts.isIdentifier(at.expression)) {
      const found = calls.get(at.expression.text)?.get(at.arguments.indexOf(child as ts.Expression));
      if (found) return found;
    }
    if (ts.isCaseClause(at)) {
      const name = ts.isStringLiteral(at.expression) ? at.expression.text : '';
      if (LANGUAGE_NAME.test(name)) return name;
    }
    if (ts.isVariableDeclaration(at)) {
      const m = CONSTANT.exec(nameText(at.name) ?? '');
      if (m) return (m[1] ?? m[2])!.toLowerCase();
    }
  }
  return /[\u0400-\u04ff]/.test(text) ? 'ru' : undefined;
}

const parse = (file: string, source: string) =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The signatures a file can call: its own and those it imports by name from `@/lib/…`. */
function callable(sf: ts.SourceFile, all: ReadonlyMap<string, Signatures>, root: string): Signatures {
  const out: Signatures = new Map(all.get(sf.fileName));
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith('@/')) continue;
    const from = all.get(path.join(root, `${spec.slice(2)}.ts`));
    const names = st.importClause?.namedBindings;
    if (!from || !names || !ts.isNamedImports(names)) continue;
    for (const el of names.elements) {
      const sig = from.get((el.propertyName ?? el.name).text);
      if (sig) out.set(el.name.text, sig);
    }
  }
  return out;
}

function stringsOf(sf: ts.SourceFile, calls: Signatures): SourceString[] {
  const out: SourceString[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((s) => `…${s.literal.text}`).join('');
    if (text !== undefined && /\p{L}{3}/u.test(text) && !ts.isImportDeclaration(node.parent)) {
      const language = languageOf(node, text, calls);
      if (language) out.push({ language, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'generated' ? [] : walk(full);
      return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
    });
}

/** Every Estonian and Russian string of the code under `dir` (imports `@/` resolve from its parent), by file. */
export function sourceStrings(dir: string): Array<{ file: string; strings: SourceString[] }> {
  const files = walk(dir).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
  const parsed = files
    .filter(({ source }) => /['"]et['"]|\bet[:,)]|\bET\b|_ET\b|[\u0400-\u04ff]/.test(source))
    .filter(({ source }) => !source.includes(READERS_WORDS))
    .map(({ file, source }) => parse(file, source));
  const signatures = new Map(parsed.map((sf) => [sf.fileName, signaturesOf(sf)]));
  return parsed.flatMap((sf) => {
    const strings = stringsOf(sf, callable(sf, signatures, path.dirname(path.resolve(dir))));
    return strings.length > 0 ? [{ file: sf.fileName, strings }] : [];
  });
}
