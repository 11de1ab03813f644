/**
 * Provenance for benchmark evidence in upstream's v1 field names: which tool, commit, toolchain,
 * platform and child executable produced it, and the GitHub runner fields when under Actions. Git
 * is asked directly (no shell); a missing git or a non-repository leaves the commit null, which
 * the validator rejects as missing provenance.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
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

/** This tool as evidence names it in `plasmate_version` (see Environment). */
export const EVIDENCE_TOOL_IDENTITY = `${TOOL_NAME} ${TOOL_VERSION}`;
/** The runner's toolchain as `rustc_version` carries it: the prefix the validator requires. */
export const RUNNER_TOOLCHAIN_PREFIX = 'node ';

/** Node's platform and architecture names in Rust's `std::env::consts` spelling, where they differ. */
const RUST_OS: Readonly<Record<string, string>> = { darwin: 'macos', win32: 'windows', sunos: 'solaris' };
const RUST_ARCH: Readonly<Record<string, string>> = { x64: 'x86_64', arm64: 'aarch64', ia32: 'x86', arm: 'arm', ppc64: 'powerpc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loongarch64' };

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
    plasmate_version: EVIDENCE_TOOL_IDENTITY,
    git_commit: commit !== null && /^[0-9a-f]{40}$/.test(commit) ? commit : null,
    git_dirty: status === null ? null : status.trim() !== '',
    rustc_version: `${RUNNER_TOOLCHAIN_PREFIX}${process.version} (v8 ${process.versions.v8})`,
    build_profile: import.meta.url.includes('/dist/') ? 'release' : 'debug',
    operating_system: RUST_OS[platform()] ?? platform(),
    architecture: RUST_ARCH[arch()] ?? arch(),
    executable_sha256: await fileSha256(child.path),
    runner: runnerMetadata(env),
  };
}
