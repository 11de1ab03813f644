/**
 * Cold start of the built action (the GitHub client must not cost start-up),
 * side by side, interleaved so machine load hits all three alike:
 *   - `node -e 0`, the floor;
 *   - dist/index.js on a push with no plans and no token: no GitHub API at all;
 *   - dist/index.js on a pull_request in validate mode with a token, against the loopback fake
 *     GitHub API: the path that loads the GitHub client and makes real HTTP requests.
 * Goal: the no-API start within 3× `node -e 0`. The API run's figure includes its requests.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { FakeGitHub, WRITE_TOKEN } from '../__tests__/github/helpers/fake-github.js';
import { median } from './measure.js';

/** Repetitions of each of the three: enough for a stable median on a shared, noisy machine. */
const REPETITIONS = 21;

function runMs(args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - start, code }));
  });
}

/** `action`: the bundle to time (another build, e.g. the base branch's, for a before/after figure). */
export async function benchActionColdStart(root: string = process.cwd(), action: string = join(root, 'dist/index.js')): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cold-start-'));
  const base = { PATH: process.env.PATH, GITHUB_WORKSPACE: root, GITHUB_STEP_SUMMARY: '/dev/null', GITHUB_OUTPUT: '/dev/null', RUNNER_TEMP: dir };
  const pushEvent = join(dir, 'push.json');
  writeFileSync(pushEvent, JSON.stringify({ ref: 'refs/heads/main', repository: { full_name: 'acme/flows' } }));
  const noApi = { ...base, 'INPUT_REPORT-DIR': join(dir, 'reports-no-api'), INPUT_MODE: 'validate', GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: pushEvent, GITHUB_REPOSITORY: 'acme/flows' };

  const gh = await new FakeGitHub().start();
  const head = '1'.repeat(40);
  gh.pulls.set(7, { number: 7, author: 'alice', headSha: head, headRef: 'flows/sign-in', headOwner: gh.owner, baseFullName: gh.fullName() });
  gh.files.set(7, [{ filename: 'README.md', status: 'modified' }]);
  gh.roles.set('alice', { permission: 'write', role_name: 'write' });
  const prEvent = join(dir, 'pull_request.json');
  writeFileSync(prEvent, JSON.stringify({
    action: 'synchronize', number: 7,
    pull_request: { number: 7, state: 'open', user: { login: 'alice', type: 'User' }, labels: [], head: { ref: 'flows/sign-in', sha: head, repo: { full_name: gh.fullName() } }, base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: gh.fullName() } } },
    repository: { full_name: gh.fullName(), name: gh.repo, owner: { login: gh.owner } }, sender: { login: 'alice', type: 'User' },
  }));
  const withApi = {
    ...base, 'INPUT_REPORT-DIR': join(dir, 'reports-api'), INPUT_MODE: 'validate', 'INPUT_GITHUB-TOKEN': WRITE_TOKEN,
    GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: prEvent, GITHUB_REPOSITORY: gh.fullName(), GITHUB_SHA: 'f'.repeat(40),
    GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '42',
  };
  const floor: number[] = [];
  const quiet: number[] = [];
  const api: number[] = [];
  try {
    // One untimed API run first: the fake loads GitHub's OpenAPI description on its first request.
    await runMs([action], withApi);
    for (let i = 0; i < REPETITIONS; i++) {
      floor.push((await runMs(['-e', '0'], base)).ms);
      const a = await runMs([action], noApi);
      if (a.code !== 0) throw new Error(`the no-API run exited ${a.code}`);
      quiet.push(a.ms);
      const b = await runMs([action], withApi);
      if (b.code !== 0) throw new Error(`the API run exited ${b.code}`);
      api.push(b.ms);
    }
  } finally {
    await gh.stop();
  }
  if (gh.violations.length > 0) throw new Error(`the fake GitHub API saw invalid requests: ${gh.violations.join('; ')}`);
  const [n, q, p] = [median(floor), median(quiet), median(api)];
  const requests = gh.requests.length / (REPETITIONS + 1);
  return [
    `action cold start (median of ${REPETITIONS}): node -e 0 ${n.toFixed(0)} ms | dist/index.js, no API ${q.toFixed(0)} ms = ${(q / n).toFixed(2)}× (goal ≤ 3×) | dist/index.js, pull_request with the API (${requests.toFixed(0)} requests to the loopback fake) ${p.toFixed(0)} ms = ${(p / n).toFixed(2)}×`,
  ];
}
