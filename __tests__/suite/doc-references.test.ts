/**
 * What the code, tests and documents cite resolves inside the repository: every section citation
 * names a document of the repository and a section that document has (docs/contract/ holds the
 * contracts the code cites), and code and tests carry no reference to a tracker item or a work
 * session, which a reader cannot look up. The checks themselves are __tests__/helpers/doc-references.ts.
 */
import { citationProblems, codeFiles, documentFiles, historyProblems, repositoryDocument, sectionsOf } from '../helpers/doc-references.js';
import type { SourceFile } from '../helpers/doc-references.js';

const ROOT = process.cwd();
/** The section sign, as an escape: a literal one here would be a citation this file makes. */
const S = '\u00a7';
const show = (problems: { at: string; message: string }[]) => problems.map((p) => `${p.at}: ${p.message}`);

describe('the repository', () => {
  const code = codeFiles(ROOT);
  const documents = documentFiles(ROOT);

  test('every section citation in src/, __tests__/, scripts/, bench/, fixtures/, docs/ and README.md resolves', () => {
    expect(code.some((f) => f.path === 'src/supervisor/process.ts')).toBe(true);
    expect(documents.some((f) => f.path === 'docs/contract/engine.md')).toBe(true);
    expect(show(citationProblems([...code, ...documents], repositoryDocument(ROOT)))).toEqual([]);
  });

  test('code and tests name no tracker item and no work session', () => {
    expect(show(historyProblems(code))).toEqual([]);
  });

  test('the contracts number their sections', () => {
    const read = repositoryDocument(ROOT);
    for (const [document, some] of [['docs/contract/engine.md', ['0', '11.3', '12.6', '14']], ['docs/contract/plan-and-report.md', ['1', '4', '6.10', '7']], ['docs/contract/benchmark.md', ['4', '6.2', '7']]] as const) {
      const defined = sectionsOf(read(document)!);
      for (const number of some) expect([document, defined.has(number)]).toEqual([document, true]);
    }
  });
});

describe('the citation check', () => {
  const docs: Record<string, string> = {
    'docs/contract/engine.md': `# Engine\n\n## ${S}1 Process\n\n## ${S}12 Supervisor\n\n### ${S}12.4 Reading\n\nAs ${S}1 says.\n`,
    'docs/engine.md': '# Reference engine\n',
  };
  const read = (path: string) => docs[path] ?? null;
  const check = (path: string, text: string) => show(citationProblems([{ path, text }], read));

  test('accepts citations of existing sections, in lists and ranges', () => {
    expect(check('src/a.ts', `// docs/contract/engine.md ${S}12.4 and ${S}1, ${S}1-12, ${S}1\u2013${S}12`)).toEqual([]);
    expect(check('docs/guide.md', `See [the contract](contract/engine.md) ${S}12.`)).toEqual([]);
    expect(check('docs/contract/engine.md', docs['docs/contract/engine.md']!)).toEqual([]);
    expect(check('src/b.ts', `// RFC 9309 ${S}2.3.1.2, JSON-RPC 2.0 ${S}5, semver 2.0.0 ${S}2`)).toEqual([]);
  });

  test('fails on a made-up section', () => {
    expect(check('src/a.ts', `// docs/contract/engine.md ${S}13`)).toEqual([`src/a.ts:1: docs/contract/engine.md has no ${S}13 (no heading "## ${S}13 …")`]);
    expect(check('src/a.ts', `\n// docs/contract/engine.md ${S}1, ${S}12.9`)).toEqual([`src/a.ts:2: docs/contract/engine.md has no ${S}12.9 (no heading "## ${S}12.9 …")`]);
    expect(check('src/a.ts', `// docs/contract/engine.md ${S}1-7`)).toHaveLength(1);
    expect(check('docs/contract/engine.md', `## ${S}1 A\n\nAs ${S}2 says.\n`)).toHaveLength(1);
  });

  test('fails on a document the repository does not have, or one outside it', () => {
    expect(check('src/a.ts', `// docs/contract/plans.md ${S}1`)).toEqual([`src/a.ts:1: docs/contract/plans.md is not a document of the repository (cited as "docs/contract/plans.md ${S}1")`]);
    expect(check('src/a.ts', `// shared/contract/engine.md ${S}12`)).toHaveLength(1);
    expect(check('docs/engine.md', `(../shared/contract/engine.md ${S}12)`)).toHaveLength(1);
    // A bare name resolves from the citing file's folder or the root only: engine.md here is neither.
    expect(check('src/engine/x.ts', `// engine.md ${S}12`)).toHaveLength(1);
    // docs/engine.md exists but numbers no section.
    expect(check('docs/other.md', `engine.md ${S}1`)).toEqual([`docs/other.md:1: docs/engine.md has no ${S}1 (no heading "## ${S}1 …")`]);
  });

  test('fails on a citation that names no document, outside Markdown', () => {
    expect(check('src/a.ts', `/** The status rule (${S}6.10). */`)).toEqual([`src/a.ts:1: "/** The status rule (${S}6.10). */" cites a section without naming its document (write docs/contract/<name>.md ${S}N)`]);
    expect(check('src/a.ts', `// contract ${S}4`)).toHaveLength(1);
  });
});

describe('the history check', () => {
  const files = (text: string): SourceFile[] => [{ path: 'src/a.ts', text }];
  const word = 'iss' + 'ue';

  test('finds a tracker item or a work session by number', () => {
    for (const text of [`// ${word} 13`, `// (${word} 21 items 4–6)`, `// ${word[0]!.toUpperCase()}${word.slice(1)} 11 item 7`, `// ${word}s 5 and 13`, `// ${word} #3`, `// ${word} 12.3`, '// the last st' + 'op 4']) {
      expect([text, historyProblems(files(text)).length]).toEqual([text, 1]);
    }
  });

  test('leaves other numbers alone', () => {
    expect(historyProblems(files(`// an ${word} with the parser; PR #7; jestjs/jest#6924; a stop after 3 tries`))).toEqual([]);
  });
});
