/** Shared by the supervisor, mcp and workflow tests: plans, fault children, process checks. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MUTATING_TOOLS, TOOL_OPT_IN, type Expectation, type Limits, type Plan, type PlanTool } from '../../src/contract/plan.js';
import type { ChildCommand } from '../../src/supervisor/process.js';

export const FAULT_CHILD = join(process.cwd(), 'fixtures/children/fault-child.mjs');

export const DEFAULT_LIMITS: Limits = {
  step_timeout_ms: 10_000, workflow_timeout_ms: 60_000, response_bytes: 524_288,
  stderr_bytes: 65_536, memory_mb: 0, fail_fast: true,
};

export interface StepSpec {
  id: string;
  tool: PlanTool;
  arguments?: Record<string, unknown>;
  expect?: Partial<Expectation>;
}

function collectSecretNames(value: unknown, names: string[]): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + collectSecretNames(item, names), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const record = value as Record<string, unknown>;
  if (typeof record.$secret === 'string') {
    if (!names.includes(record.$secret)) names.push(record.$secret);
    return 1;
  }
  return Object.values(record).reduce((n: number, item) => n + collectSecretNames(item, names), 0);
}

/** A validated-looking Plan built directly (the lead's validatePlan is not a dependency here). */
export function makePlan(steps: StepSpec[], limits: Partial<Limits> = {}, trace = false): Plan {
  const secretNames: string[] = [];
  let secretReferences = 0;
  const built = steps.map((spec, i) => {
    secretReferences += collectSecretNames(spec.arguments ?? {}, secretNames);
    return {
      id: spec.id,
      tool: spec.tool,
      arguments: spec.arguments ?? {},
      expect: { is_error: false, json_pointer: null, equals: null, ...spec.expect },
      mutates: MUTATING_TOOLS.has(spec.tool),
      optIn: TOOL_OPT_IN[spec.tool] ?? null,
      location: { line: i + 1, column: 1 },
    };
  });
  return {
    schema: 'plasmate.agent-workflow.v1', name: 'fault test', trace,
    limits: { ...DEFAULT_LIMITS, ...limits }, steps: built, secretNames, secretReferences,
    fingerprint: 'a'.repeat(64),
  };
}

export function faultChild(mode: string, logFile: string, faultStep = 1): ChildCommand {
  return { program: process.execPath, args: [FAULT_CHILD, mode, logFile, String(faultStep)] };
}

export interface LogEntry {
  event: string;
  pid?: number;
  method?: string;
  id?: unknown;
  tool?: string | null;
  arguments?: Record<string, unknown> | null;
  [key: string]: unknown;
}

export function readLog(file: string): LogEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as LogEntry);
}

/** "initialize", "notifications/initialized", "tools/list", "tools/call:open_page", ... */
export function loggedCalls(file: string): string[] {
  return readLog(file).filter((e) => e.event === 'message')
    .map((e) => (e.method === 'tools/call' ? `tools/call:${e.tool}` : String(e.method)));
}

export function loggedPids(file: string): number[] {
  return readLog(file).filter((e) => e.event === 'start' || e.event === 'descendant').map((e) => e.pid as number);
}

/** Live (non-zombie) processes whose process group is `pgid`, read from /proc. */
export function liveGroupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the parenthesised command: state ppid pgrp ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z') members.push(Number(entry));
  }
  return members;
}

export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * The group's leader pid is its pgid (spawned detached). Waits a little for the kernel to
 * finish delivering SIGKILL, then returns whatever still lives.
 */
export async function survivors(pids: number[], pgid: number): Promise<number[]> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const alive = [...new Set([...liveGroupMembers(pgid), ...pids.filter(isAlive)])];
    if (alive.length === 0 || Date.now() > deadline) return alive;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'runner-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `body` in a directory of its own, removed after: for concurrent tests, which beforeEach does not wrap. */
export async function inOwnDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const own = tempDir();
  try {
    return await body(own.dir);
  } finally {
    own.cleanup();
  }
}
