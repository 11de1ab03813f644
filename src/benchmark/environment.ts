/**
 * Provenance for benchmark evidence: which tool, commit, toolchain, machine and child produced it,
 * and the GitHub runner fields when under Actions. Git is asked directly (no shell); a missing git
 * or a non-repository leaves the commit null, which the validator rejects as missing provenance.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { arch, platform, release } from 'node:os';
import { promisify } from 'node:util';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import type { ChildIdentity } from '../workflow/child.js';
import type { Environment, RunnerMetadata } from './evidence.js';

const run = promisify(execFile);
const GIT_TIMEOUT_MS = 5_000;

async function git(args: string[], cwd: string): Promise<string | null> {
  try {
    const { stdout } = await run('git', args, { cwd, timeout: GIT_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
    return stdout;
  } catch {
    return null;
  }
}

export async function fileSha256(path: string): Promise<string> {
  return createHash('sha256').update(await readFile(path)).digest('hex');
}

export function runnerMetadata(env: Readonly<Record<string, string | undefined>>): RunnerMetadata {
  const v = (name: string) => (env[name] === undefined || env[name] === '' ? null : env[name]!);
  return {
    ci_provider: env.GITHUB_ACTIONS === 'true' ? 'github-actions' : null,
    github_repository: v('GITHUB_REPOSITORY'),
    github_run_id: v('GITHUB_RUN_ID'),
    github_run_attempt: v('GITHUB_RUN_ATTEMPT'),
    github_job: v('GITHUB_JOB'),
    github_sha: v('GITHUB_SHA'),
    runner_name: v('RUNNER_NAME'),
  };
}

export async function collectEnvironment(child: ChildIdentity, repoDir: string, env: Readonly<Record<string, string | undefined>>): Promise<Environment> {
  const commit = (await git(['rev-parse', 'HEAD'], repoDir))?.trim() ?? null;
  const status = commit === null ? null : await git(['status', '--porcelain', '--untracked-files=no'], repoDir);
  return {
    tool_name: TOOL_NAME,
    tool_version: TOOL_VERSION,
    git_commit: commit !== null && /^[0-9a-f]{40}$/.test(commit) ? commit : null,
    git_dirty: status === null ? null : status.trim() !== '',
    toolchain: `node ${process.version} (v8 ${process.versions.v8})`,
    build_profile: import.meta.url.includes('/dist/') ? 'ncc bundle (dist/)' : 'TypeScript sources (tests)',
    os: `${platform()} ${release()}`,
    arch: arch(),
    engine: child.engine,
    child_executable: child.executable,
    child_executable_sha256: await fileSha256(child.path),
    runner: runnerMetadata(env),
  };
}
