/**
 * The GitHub client (Octokit, undici) stays out of the action's start-up: the built dist/index.js
 * loads it only when a request is made. A module-resolution hook (node:module register) records
 * every module the action process loads; the chunk holding Octokit must appear on the API path
 * and only there.
 * @needs-bundle action
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runActionBundle as runAction } from '../helpers/action-env.js';
import { openPullRequest, runGate, startGitHub } from './helpers/scenario.js';

/** A string only Octokit's request library carries (its user-agent). */
const OCTOKIT_MARK = 'octokit-request.js/';

async function recorder(): Promise<{ env: Record<string, string>; loaded: () => Promise<string[]> }> {
  const dir = await mkdtemp(join(tmpdir(), 'lazy-client-'));
  const log = join(dir, 'loaded.txt');
  await writeFile(log, '');
  await writeFile(join(dir, 'hooks.mjs'), `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}
`);
  await writeFile(join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`);
  return {
    env: { NODE_OPTIONS: `--import ${join(dir, 'register.mjs')}` },
    loaded: async () => (await readFile(log, 'utf8')).split('\n').filter((u) => u.startsWith('file:') && u.includes('/dist/')),
  };
}

async function loadsOctokit(urls: string[]): Promise<boolean> {
  for (const url of urls) if ((await readFile(fileURLToPath(url), 'utf8')).includes(OCTOKIT_MARK)) return true;
  return false;
}

test('a run with no API use never loads Octokit', async () => {
  const rec = await recorder();
  const run = await runAction({ mode: 'validate', plans: 'fixtures/plans/navigate.json' }, rec.env);
  expect(run.code).toBe(0);
  const urls = await rec.loaded();
  expect(urls.some((u) => u.endsWith('/dist/index.js'))).toBe(true);
  expect(await loadsOctokit(urls)).toBe(false);
});

test('a run that calls the API loads Octokit (so the check above can fail)', async () => {
  const gh = await startGitHub();
  try {
    openPullRequest(gh, {}, [{ filename: 'README.md', status: 'modified' }]);
    const rec = await recorder();
    const run = await runGate(gh, { env: rec.env, bundle: true });
    expect(run.code).toBe(0);
    expect(gh.violations).toEqual([]);
    expect(await loadsOctokit(await rec.loaded())).toBe(true);
  } finally {
    await gh.stop();
  }
});
