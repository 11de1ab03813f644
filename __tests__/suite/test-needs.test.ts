/**
 * The test environment holds each file to what its docblock declares it starts: a real Jest run,
 * with this suite's environment, of small test files that start the engine bundle (`node --check`
 * on it: read and parsed, never served) or another child, declared or not.
 * @needs-child-process jest
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = process.cwd();
const ENGINE = join(root, 'dist/engine/index.js');

interface JestJson {
  testResults: { name: string; status: string; message: string; assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

/** Runs Jest over `files` (name → source) in a temporary directory with this suite's environment. */
function runJest(files: Record<string, string>): Map<string, JestJson['testResults'][number]> {
  const dir = mkdtempSync(join(tmpdir(), 'test-needs-'));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    const config = { rootDir: dir, testEnvironment: join(root, '__tests__/helpers/outer-jsdom/environment.cjs'), testMatch: ['**/*.test.cjs'], transform: {}, cacheDirectory: join(dir, '.cache') };
    const out = join(dir, 'results.json');
    const run = spawnSync(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--config', JSON.stringify(config), '--json', '--outputFile', out, '--ci'], { cwd: dir, encoding: 'utf8', timeout: 50_000 });
    if (run.error) throw run.error;
    const results = JSON.parse(readFileSync(out, 'utf8')) as JestJson;
    return new Map(results.testResults.map((r) => [r.name.slice(dir.length + 1), r]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const docblock = (...lines: string[]) => ['/**', ...lines.map((l) => ` * ${l}`), ' */'].join('\n');
const startsEngineSync = `test('starts', () => { require('node:child_process').execFileSync(process.execPath, ['--check', ${JSON.stringify(ENGINE)}]); });\n`;
const startsEngineAsync = `test('starts', async () => { await new Promise((done, fail) => require('node:child_process').execFile(process.execPath, ['--check', ${JSON.stringify(ENGINE)}], (e) => (e ? fail(e) : done()))); });\n`;

test('an undeclared bundle or child fails the test that started it; a declared one, or one the declared bundle runs, passes', () => {
  const results = runJest({
    'undeclared-sync.test.cjs': `${docblock('Starts the engine.', '@needs-child-process node')}\n${startsEngineSync}`,
    'undeclared-async.test.cjs': `${docblock('Starts the engine.')}\n${startsEngineAsync}`,
    'undeclared-in-hook.test.cjs': `${docblock('Starts the engine before its tests.', '@needs-child-process node')}\nlet p;\nbeforeAll(() => { p = require('node:child_process').spawn(process.execPath, ['--check', ${JSON.stringify(ENGINE)}]); return new Promise((r) => p.on('exit', r)); });\ntest('after', () => undefined);\n`,
    'unit-spawns.test.cjs': `${docblock('Declares nothing.')}\ntest('starts sh', () => { require('node:child_process').execSync('true'); });\ntest('starts nothing', () => undefined);\n`,
    'declared.test.cjs': `${docblock('@needs-bundle engine')}\n${startsEngineSync}`,
    'runs-engine.test.cjs': `${docblock('The CLI runs the engine.', '@needs-bundle cli')}\n${startsEngineAsync}`,
    'children.test.cjs': `${docblock('@needs-child-process sh')}\ntest('starts sh', () => { require('node:child_process').spawnSync('sh', ['-c', 'true']); });\n`,
  });
  const failures = (name: string) => results.get(name)?.assertionResults.flatMap((a) => a.failureMessages).join('\n') ?? `no result for ${name}`;
  const undeclaredEngine = (name: string) => new RegExp(`${name.replace('.', '\\.')} started the engine bundle \\(\`\\S*node --check ${ENGINE.replace(/[/.]/g, '\\$&')}\`\\) without declaring it: add \`@needs-bundle engine\``);
  expect(failures('undeclared-sync.test.cjs')).toMatch(undeclaredEngine('undeclared-sync.test.cjs'));
  expect(failures('undeclared-async.test.cjs')).toMatch(undeclaredEngine('undeclared-async.test.cjs'));
  expect(failures('undeclared-in-hook.test.cjs')).toMatch(undeclaredEngine('undeclared-in-hook.test.cjs'));
  expect(results.get('unit-spawns.test.cjs')?.assertionResults.map((a) => [a.title, a.status])).toEqual([['starts sh', 'failed'], ['starts nothing', 'passed']]);
  expect(failures('unit-spawns.test.cjs')).toMatch(/unit-spawns\.test\.cjs started a child process \(`\/bin\/sh -c true`\) but declares none, so it would run in the `unit` project: add `@needs-child-process WHAT`/);
  for (const name of ['declared.test.cjs', 'runs-engine.test.cjs', 'children.test.cjs']) expect([name, results.get(name)?.status, failures(name)]).toEqual([name, 'passed', '']);
});
