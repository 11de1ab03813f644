/**
 * Checks on what the repository's code, tests and documents refer to (used by
 * __tests__/suite/doc-references.test.ts):
 *
 * - every section citation (a document path or a Markdown link to a document, then the section
 *   sign and a number, or a list or range of them) names a document inside the repository that
 *   has a heading for each cited section (`## <sign>12 …`, `### <sign>12.4 …`);
 * - a citation with no document in front of it is allowed only in a Markdown document, where it
 *   means that document's own section;
 * - code and tests say why, not when: no reference to a tracker item by its number, nor to a
 *   numbered work session ("stop" and a number), which a reader of the code cannot look up.
 *
 * Pure functions over {path, text}; the file readers use fs only. The section sign is written as
 * an escape throughout, so this file holds no citation of its own.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** The section sign. */
const S = '\u00a7';
const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** One cited section or range: the sign and 6, 6.10, 2-5, 7.3-7.5, or 3, an en dash, the sign and 5. */
const SECTION = `${S}\\s?(${NUMBER})(?:\\s?[-\u2013]\\s?${S}?\\s?(${NUMBER}))?`;
/** What may join cited sections of one document: a comma, "and", "or", "to". */
const JOINER = String.raw`(?:\s*,\s*|\s+(?:and|or|to)\s+)`;
/**
 * Documents outside the repository that the code cites by section, by their usual names: the
 * standards the code implements. Anything else cited by section must be a file of the repository.
 */
const EXTERNAL = String.raw`RFC \d+|JSON-RPC 2\.0|semver 2\.0\.0`;
/** A document: a Markdown link to a file, a path ending in .md, or one of the external standards. */
const DOCUMENT = String.raw`\[[^\]\n]*\]\(([^)\s#]+)(?:#[^)\s]*)?\)|([A-Za-z0-9_.\/-]+\.md)|(${EXTERNAL})`;
const CITATION = new RegExp(`(?:${DOCUMENT})(?:'s)?\\s+(${SECTION}(?:${JOINER}${SECTION})*)`, 'g');
const ONE_SECTION = new RegExp(SECTION, 'g');
const BARE_SECTION = new RegExp(`${S}\\s?\\d`, 'g');
const HEADING = new RegExp(`^#{1,6}\\s+${S}(${NUMBER})\\b`, 'gm');

/** The word issue (or issues) and a number (with or without `#`, with or without a point); "stop" and a number. */
const HISTORY = [/\bissues?\s+#?\d+/gi, /\bstop\s+\d+\b/gi];

export interface SourceFile {
  /** Repository-relative, with `/`. */
  path: string;
  text: string;
}

export interface Problem {
  /** `path:line`. */
  at: string;
  message: string;
}

/** The section numbers a Markdown document defines: its headings that start with the sign and a number. */
export function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(HEADING)].map((m) => m[1]!));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const isMarkdown = (path: string) => path.endsWith('.md');

/**
 * Every section citation of `files` that does not resolve. `readDocument(path)` gives a
 * repository file's text, or null when the repository has no such file. A document path is read
 * relative to the citing file's folder first, then to the repository root.
 */
export function citationProblems(files: readonly SourceFile[], readDocument: (path: string) => string | null): Problem[] {
  const problems: Problem[] = [];
  const sections = new Map<string, Set<string> | null>();
  const sectionsAt = (path: string) => {
    if (!sections.has(path)) {
      const text = readDocument(path);
      sections.set(path, text === null ? null : sectionsOf(text));
    }
    return sections.get(path)!;
  };
  const resolve = (from: string, cited: string): string | null => {
    for (const base of [dirname(from), '.']) {
      const path = normalize(join(base, cited)).split(sep).join('/');
      if (path.startsWith('../') || path === '..') continue;
      if (sectionsAt(path) !== null) return path;
    }
    return null;
  };
  const checkSections = (file: SourceFile, index: number, document: string, cited: string) => {
    const defined = sectionsAt(document)!;
    for (const m of cited.matchAll(ONE_SECTION)) {
      for (const number of [m[1], m[2]]) {
        if (number !== undefined && !defined.has(number)) {
          problems.push({ at: `${file.path}:${lineOf(file.text, index)}`, message: `${document} has no ${S}${number} (no heading "## ${S}${number} …")` });
        }
      }
    }
  };

  for (const file of files) {
    const covered = new Set<number>();
    for (const m of file.text.matchAll(CITATION)) {
      const [whole, link, path, external, cited] = m;
      const start = m.index + whole.length - cited!.length;
      for (const s of cited!.matchAll(new RegExp(S, 'g'))) covered.add(start + s.index);
      if (external !== undefined) continue;
      const cites = (link ?? path)!;
      const document = resolve(file.path, cites);
      if (document === null) {
        problems.push({ at: `${file.path}:${lineOf(file.text, m.index)}`, message: `${cites} is not a document of the repository (cited as "${whole.replace(/\s+/g, ' ')}")` });
        continue;
      }
      checkSections(file, m.index, document, cited!);
    }
    for (const m of file.text.matchAll(BARE_SECTION)) {
      if (covered.has(m.index)) continue;
      const lineStart = file.text.lastIndexOf('\n', m.index) + 1;
      const line = file.text.slice(lineStart, file.text.indexOf('\n', m.index) === -1 ? undefined : file.text.indexOf('\n', m.index));
      if (isMarkdown(file.path) && new RegExp(`^#{1,6}\\s+${S}`).test(line)) continue; // a heading defines its section
      if (isMarkdown(file.path)) {
        const own = new RegExp(SECTION, 'y');
        own.lastIndex = m.index;
        const cited = own.exec(file.text)![0];
        checkSections(file, m.index, file.path, cited);
        continue;
      }
      problems.push({ at: `${file.path}:${lineOf(file.text, m.index)}`, message: `"${line.trim()}" cites a section without naming its document (write docs/contract/<name>.md ${S}N)` });
    }
  }
  return problems;
}

/** Every reference to a tracker item or a work session in `files`. */
export function historyProblems(files: readonly SourceFile[]): Problem[] {
  const problems: Problem[] = [];
  for (const file of files) {
    for (const pattern of HISTORY) {
      for (const m of file.text.matchAll(pattern)) {
        problems.push({ at: `${file.path}:${lineOf(file.text, m.index)}`, message: `"${m[0]}" refers to history; say what the code protects against instead` });
      }
    }
  }
  return problems;
}

/** Text files the checks read: code, tests, scripts and (for citations) the documents. */
const CODE = /\.(?:[cm]?[jt]s|sh)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', '.git', 'reports']);

function walk(root: string, folder: string, keep: (path: string) => boolean, out: SourceFile[]) {
  const at = join(root, folder);
  if (!existsSync(at)) return;
  for (const entry of readdirSync(at, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) walk(root, path, keep, out);
    else if (entry.isFile() && keep(path)) out.push({ path, text: readFileSync(join(root, path), 'utf8') });
  }
}

/** The code of src/, __tests__/, scripts/, bench/ and fixtures/ (the checks of history and citations). */
export function codeFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const folder of ['src', '__tests__', 'scripts', 'bench', 'fixtures']) walk(root, folder, (p) => CODE.test(p), out);
  return out;
}

/** The documents: docs/, README.md, CONTRIBUTING.md. */
export function documentFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  walk(root, 'docs', isMarkdown, out);
  for (const name of ['README.md', 'CONTRIBUTING.md']) {
    if (existsSync(join(root, name))) out.push({ path: name, text: readFileSync(join(root, name), 'utf8') });
  }
  return out;
}

/** A repository file's text, or null: what `citationProblems` resolves documents with. */
export function repositoryDocument(root: string): (path: string) => string | null {
  return (path) => {
    const at = join(root, path);
    if (relative(root, at).startsWith('..') || !existsSync(at) || !statSync(at).isFile()) return null;
    return readFileSync(at, 'utf8');
  };
}
