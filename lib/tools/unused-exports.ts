/**
 * Exported names of `lib/` that no other source file imports: an export that only tests (or only
 * its own file) use is dead code or should not be exported. Pure: file texts in, names out.
 */
import path from 'node:path';
import ts from 'typescript';

/** A source file: path relative to the repository root (with `/`), and its text. */
export interface SourceText {
  file: string;
  text: string;
}

/** An exported name that no other file imports. */
interface UnusedExport {
  file: string;
  name: string;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file an import specifier names, or undefined for packages and files not among `known`. */
function resolveSpecifier(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  if (known.has(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate));
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Names a file exports: declarations marked `export`, `export { … }` lists and `export default` (as `default`). */
function exportedNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.push('default');
    else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      names.push(...statement.exportClause.elements.map((e) => e.name.text));
    else if (hasExportModifier(statement)) {
      const isDefault = (ts.getModifiers(statement as ts.HasModifiers) ?? []).some(
        (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
      );
      if (isDefault) names.push('default');
      else if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      if (!isDefault && 'name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
        names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

/** What one file takes from others: target file → names, or `*` when it takes everything. */
function importsOf(source: ts.SourceFile, known: ReadonlySet<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const take = (specifier: string, names: string[]) => {
    const target = resolveSpecifier(source.fileName, specifier, known);
    if (target === undefined) return;
    const set = out.get(target) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    out.set(target, set);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (!clause) names.push('*');
      else {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        if (bindings && ts.isNamedImports(bindings))
          names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
      }
      take(node.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : ['*'];
      take(node.moduleSpecifier.text, names);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      take(node.arguments[0].text, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * Exported names of the files under `libPrefix` that no other file among `sources` imports.
 * `sources` are the files that count as users (tests excluded by the caller).
 * @example findUnusedExports([{ file: 'lib/a.ts', text: 'export const a = 1;' }]) → [{ file: 'lib/a.ts', name: 'a' }]
 */
export function findUnusedExports(sources: readonly SourceText[], libPrefix = 'lib/'): UnusedExport[] {
  const known = new Set(sources.map((s) => s.file));
  const parsed = sources.map((s) => ts.createSourceFile(s.file, s.text, ts.ScriptTarget.Latest, false));
  const used = new Map<string, Set<string>>();
  for (const source of parsed)
    for (const [target, names] of importsOf(source, known)) {
      if (target === source.fileName) continue;
      const set = used.get(target) ?? new Set<string>();
      names.forEach((n) => set.add(n));
      used.set(target, set);
    }
  const unused: UnusedExport[] = [];
  for (const source of parsed) {
    if (!source.fileName.startsWith(libPrefix) || source.fileName.endsWith('.d.ts')) continue;
    const taken = used.get(source.fileName) ?? new Set<string>();
    if (taken.has('*')) continue;
    for (const name of exportedNames(source)) if (!taken.has(name)) unused.push({ file: source.fileName, name });
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}
