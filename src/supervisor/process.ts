/**
 * A bounded interactive child process (docs/contract/engine.md §12): no shell, its own process
 * group, one stdin writer with a one-request queue, a stdout line reader that holds at most one
 * line plus a terminal event, a bounded stderr drain, and a whole-group SIGKILL on every way out.
 *
 * Deadlines are absolute times on the monotonic clock of `monotonicNow()`.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { constants as osConstants } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { withMemoryCeiling, type MemoryCeiling } from './memory-ceiling.js';
import { findParentDeathSetpriv, withParentDeathSignal } from './parent-death.js';
import { BoundedLineSplitter, type LineEvent } from './line-splitter.js';
import { killGroup, trackGroup, untrackGroup } from './registry.js';

/**
 * After our SIGKILL the kernel reaps the child at once; this only bounds the wait for Node's
 * 'exit' event so that a child stuck in uninterruptible sleep cannot hold the runner forever.
 */
const EXIT_AFTER_KILL_BOUND_MS = 2_000;

/**
 * After a transport failure (no grace), how long the runner waits for the exit status of a child
 * that may already have died by itself before it kills the group. Upstream's `try_wait` reads a
 * zombie's status synchronously; Node learns it only when the event loop handles SIGCHLD and
 * fires 'exit', which can come after the stdout EOF or pipe error that ended the step. Measured
 * on a shared 2-core machine (200 children dying by SIGKILL/SIGSEGV, twice): 'exit' followed EOF
 * by 0.16 ms median, 13 / 17 ms p99, 35 / 45 ms max at load 3.5 / 16 — so 200 ms leaves a wide
 * margin, and a child that is still alive (a hang, a malformed answer) costs the failure only
 * this much more. stdin stays open meanwhile: this is not a grace for a clean exit, only time to
 * hear of a death.
 */
export const EXIT_STATUS_SETTLE_MS = 200;

export function monotonicNow(): number {
  return performance.now();
}

/** The program and its argv. The runner's only real value is `<plasmate> mcp --transport stdio`. */
export interface ChildCommand {
  readonly program: string;
  readonly args: readonly string[];
  /**
   * How `memory_mb` is enforced on this child (src/supervisor/memory-ceiling.ts): `node-heap` only
   * for a Node program whose args start with Node flags (the reference engine); otherwise, and when
   * absent, the address-space ceiling. Set by the operator's choice of child, never by a plan.
   */
  readonly memoryCeiling?: MemoryCeiling;
}

export interface ProcessSpec extends ChildCommand {
  /** The complete environment of the child (build it with `buildChildEnv`). */
  readonly env: Readonly<Record<string, string>>;
  /** A stdout line longer than this is `oversized` (the plan's `response_bytes`). */
  readonly maxLineBytes: number;
  /** stderr bytes kept in memory; the rest is read and dropped (the plan's `stderr_bytes`). */
  readonly maxStderrBytes: number;
  /** The ceiling of the child and its descendants; 0 = none (the plan's `memory_mb` in bytes). */
  readonly memoryLimitBytes: number;
  /** The runner's own PATH, used only to find prlimit and setpriv. */
  readonly runnerPath?: string | undefined;
  /**
   * Whether the child gets the runner's death as SIGKILL (parent-death.ts); true unless given. A
   * test seam only (the runner never sets it): a test of the fallback without setpriv turns it off.
   */
  readonly parentDeathSignal?: boolean;
  /**
   * The settle wait of `shutdown(0)`; EXIT_STATUS_SETTLE_MS unless given. A test seam only (the
   * runner never sets it): a test of a death inside the wait widens the wait instead of racing it.
   */
  readonly exitStatusSettleMs?: number;
}

/** Upstream's InteractiveProcessError kinds; the workflow maps them to failure classes. */
export type ProcessErrorKind =
  | 'spawn' | 'missing_pipe' | 'write' | 'read' | 'oversized' | 'early_exit' | 'timed_out';

export class ProcessError extends Error {
  constructor(readonly kind: ProcessErrorKind) {
    super(`supervised child: ${kind}`);
    this.name = 'ProcessError';
  }
}

/**
 * What V8 (under Node) writes to stderr when an allocation fails past its heap limit or the
 * process's memory limit, right before it aborts (Node's OOM handler: "FATAL ERROR: <where>
 * Allocation failed - JavaScript heap out of memory", or "... - process out of memory"). Only
 * whether one appeared is kept; stderr text is never reported.
 */
const OUT_OF_MEMORY_MARKERS = [
  Buffer.from('Allocation failed - JavaScript heap out of memory'),
  Buffer.from('Allocation failed - process out of memory'),
];
const LONGEST_MARKER_BYTES = Math.max(...OUT_OF_MEMORY_MARKERS.map((m) => m.length));

/** `exited:N`, `signaled:N` or `timed_out` (the report's `process_outcome`). */
export type ProcessOutcome = `exited:${number}` | `signaled:${number}` | 'timed_out';

interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Whether `pid` (our own child, not yet reaped: Node reaps it only when it fires 'exit', so the
 * pid cannot have been reused) is a zombie, i.e. already dead with its status waiting. Linux
 * only (/proc); elsewhere, or on any read error, false, and the settle wait alone decides.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The state is the first field after the parenthesised command (which may contain spaces).
    const state = stat[stat.lastIndexOf(')') + 2];
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** Whether `program` is what spawn would run: a path to an executable, or an executable name on `pathVariable` (the child's PATH, as spawn looks it up). */
function isExecutableProgram(program: string, pathVariable: string | undefined): boolean {
  const candidates = program.includes('/') ? [program] : (pathVariable ?? '').split(delimiter).filter((dir) => dir !== '').map((dir) => join(dir, program));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

export class SupervisedProcess {
  readonly pid: number;
  private readonly splitter: BoundedLineSplitter;
  private event: LineEvent | null = null;
  private wakeReader: (() => void) | null = null;
  private reading = false;
  private writing = false;
  private stdinError = false;
  private stderrKept: Buffer[] = [];
  private stderrKeptBytes = 0;
  private stderrTotalBytes = 0;
  /** The last bytes of stderr seen, so a marker split across two chunks is still found. */
  private stderrTail: Buffer = Buffer.alloc(0);
  private outOfMemoryMarkerSeen = false;
  private exitStatus: ExitStatus | null = null;
  private readonly exited: Promise<ExitStatus>;
  private killedByUs = false;
  private outcome: Promise<ProcessOutcome> | null = null;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly spec: ProcessSpec,
  ) {
    this.pid = child.pid as number;
    this.splitter = new BoundedLineSplitter(spec.maxLineBytes);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exitStatus = { code, signal };
        resolve(this.exitStatus);
      });
    });
    child.on('error', () => {
      // After a successful spawn only kill() can fail here, and we never rely on its result.
    });
    this.attachStdout(child.stdout);
    this.attachStderr(child.stderr);
    child.stdin.on('error', () => {
      this.stdinError = true;
    });
  }

  /**
   * Starts the child: never through a shell, in a new process group (detached → setsid), with
   * exactly `spec.env`, under the memory ceiling and killed when the runner dies (parent-death.ts;
   * this is the runner's one spawn, on its main thread, as the parent-death signal needs). Rejects with ProcessError `spawn` (not found, not executable, no ceiling
   * mechanism) or `missing_pipe`.
   */
  static spawn(spec: ProcessSpec): Promise<SupervisedProcess> {
    let argv: { program: string; args: string[] };
    try {
      // Through a wrapper (prlimit, setpriv) a missing program would surface only as the wrapper's
      // failed exec, an early exit: find it first, so it stays a spawn failure as when started directly.
      if (!isExecutableProgram(spec.program, spec.env.PATH)) throw new ProcessError('spawn');
      const limited = withMemoryCeiling(spec.program, spec.args, spec.memoryLimitBytes, spec.runnerPath, spec.memoryCeiling);
      // Outermost, so the setting is in force from the first exec on and prlimit's exec keeps it.
      argv = withParentDeathSignal(limited, spec.parentDeathSignal === false ? null : findParentDeathSetpriv(spec.runnerPath));
    } catch {
      return Promise.reject(new ProcessError('spawn'));
    }
    return new Promise((resolve, reject) => {
      let child;
      try {
        child = spawn(argv.program, argv.args, {
          env: { ...spec.env },
          stdio: ['pipe', 'pipe', 'pipe'],
          detached: true,
          shell: false,
          windowsHide: true,
        });
      } catch {
        reject(new ProcessError('spawn'));
        return;
      }
      const started = child;
      started.once('error', () => reject(new ProcessError('spawn')));
      started.once('spawn', () => {
        if (started.pid === undefined) {
          reject(new ProcessError('spawn'));
          return;
        }
        trackGroup(started.pid);
        if (!started.stdin || !started.stdout || !started.stderr) {
          killGroup(started.pid);
          untrackGroup(started.pid);
          reject(new ProcessError('missing_pipe'));
          return;
        }
        resolve(new SupervisedProcess(started as ChildProcessWithoutNullStreams, spec));
      });
    });
  }

  /**
   * Writes one line (a `\n` is appended) and waits for the OS to take it, at most until
   * `deadline`. One write at a time: while an earlier write is still unacknowledged (a child that
   * stopped reading), the queue of one is full and this fails at once with `timed_out`.
   */
  write(line: string, deadline: number): Promise<void> {
    if (this.writing) return Promise.reject(new ProcessError('timed_out'));
    if (this.stdinError || this.child.stdin.destroyed || this.child.stdin.writableEnded) {
      return Promise.reject(new ProcessError('write'));
    }
    this.writing = true;
    return new Promise((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        reject(new ProcessError('timed_out'));
      }, Math.max(0, deadline - monotonicNow()));
      this.child.stdin.write(`${line}\n`, (error) => {
        this.writing = false;
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        if (error) reject(new ProcessError('write'));
        else resolve();
      });
    });
  }

  /**
   * The next stdout line (without its `\n`), waiting at most until `deadline`. Rejects with
   * `oversized`, `early_exit` (EOF), `read` or `timed_out`. There is no id correlation here.
   */
  async readLine(deadline: number): Promise<Buffer> {
    if (this.reading) throw new Error('one reader at a time');
    this.reading = true;
    try {
      const event = await this.nextEvent(deadline);
      if (event === null) throw new ProcessError('timed_out');
      switch (event.kind) {
        case 'line': return event.bytes;
        case 'oversized': throw new ProcessError('oversized');
        case 'eof': throw new ProcessError('early_exit');
        case 'read_error': throw new ProcessError('read');
      }
    } finally {
      this.reading = false;
    }
  }

  /**
   * SIGKILL the whole group now (cancellation). The outcome then reads `timed_out`, unless the
   * child had already died by itself (Node has its status, or the kernel holds it as a zombie).
   */
  kill(): void {
    if (this.exitStatus === null && !isZombie(this.pid)) this.killedByUs = true;
    killGroup(this.pid);
  }

  /**
   * With `graceMs` > 0, closes stdin (EOF) and waits up to that long for the child to exit by
   * itself; with 0 (after a transport failure), waits only `EXIT_STATUS_SETTLE_MS` for the status
   * of a child that already died, stdin left open. Then SIGKILLs the whole group in every case,
   * so descendants die even after a clean exit. The outcome is the child's own exit status
   * (`exited:N`, `signaled:N`) if it exited or was signalled before our kill, else `timed_out`.
   * Idempotent.
   */
  shutdown(graceMs: number): Promise<ProcessOutcome> {
    this.outcome ??= this.finish(graceMs);
    return this.outcome;
  }

  /** How much stderr arrived and how much was kept (for tests; stderr is never reported). */
  stderrStats(): { totalBytes: number; keptBytes: number } {
    return { totalBytes: this.stderrTotalBytes, keptBytes: this.stderrKeptBytes };
  }

  /**
   * Whether the child's stderr carried V8's out-of-memory message. Scanned over every stderr byte
   * (not only the kept ones), so a child that filled its stderr bound first is still recognised.
   * A page can print text of its choosing to the engine's stderr, so callers pair this with the
   * abort the message precedes (see src/workflow/child-end.ts).
   */
  reportedOutOfMemory(): boolean {
    return this.outOfMemoryMarkerSeen;
  }

  private async finish(graceMs: number): Promise<ProcessOutcome> {
    if (this.exitStatus === null) {
      if (graceMs > 0) {
        this.child.stdin.end();
        await this.waitExit(graceMs);
      } else {
        // After a transport failure the child may already be dead (its stdout EOF or a broken
        // pipe ended the step): wait briefly for that status instead of killing over it.
        await this.waitExit(this.spec.exitStatusSettleMs ?? EXIT_STATUS_SETTLE_MS);
        this.child.stdin.end();
      }
    }
    // Ours is the kill only if the child was still running: not if Node has its status, nor if
    // the kernel already holds it as a zombie whose 'exit' event has not been delivered yet.
    if (this.exitStatus === null && !isZombie(this.pid)) this.killedByUs = true;
    killGroup(this.pid);
    const status = this.exitStatus ?? (await this.waitExit(EXIT_AFTER_KILL_BOUND_MS));
    untrackGroup(this.pid);
    this.releaseStreams();
    if (status === null) return 'timed_out';
    // Exit status and our kill race only in one direction: a child that exited by itself first
    // keeps its own status (a kill of a zombie changes nothing).
    if (this.killedByUs && status.signal === 'SIGKILL') return 'timed_out';
    if (status.code !== null) return `exited:${status.code}`;
    const signal = status.signal === null ? 0 : osConstants.signals[status.signal];
    return `signaled:${signal}`;
  }

  private waitExit(boundMs: number): Promise<ExitStatus | null> {
    if (this.exitStatus !== null) return Promise.resolve(this.exitStatus);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.exitStatus), boundMs);
      void this.exited.then((status) => {
        clearTimeout(timer);
        resolve(status);
      });
    });
  }

  private releaseStreams(): void {
    this.child.stdin.destroy();
    this.child.stdout.destroy();
    this.child.stderr.destroy();
    this.stderrKept = [];
    this.wakeReader?.();
  }

  private attachStdout(stdout: Readable): void {
    // Paused mode: bytes are pulled with read() only while the event slot is empty, so whatever
    // the child writes meanwhile waits in the OS pipe (then the child blocks), not in our memory.
    // A 'data' listener would not do: Node resume()s a child's stdout when the child exits,
    // which switches a 'data' stream to flowing; a stream with a 'readable' listener stays paused.
    stdout.on('readable', () => this.pump());
    stdout.on('end', () => {
      this.splitter.end();
      this.pump();
    });
    stdout.on('error', () => {
      this.splitter.fail();
      this.pump();
    });
  }

  /** Fills the single event slot from buffered bytes, pulling one more chunk at a time. */
  private pump(): void {
    while (this.event === null) {
      this.event = this.splitter.next();
      if (this.event !== null || this.child.stdout.destroyed) break;
      const chunk = this.child.stdout.read() as Buffer | null;
      if (chunk === null) break;
      this.splitter.feed(chunk);
    }
    if (this.event !== null) this.wakeReader?.();
  }

  private nextEvent(deadline: number): Promise<LineEvent | null> {
    const take = (): LineEvent | null => {
      const event = this.event;
      if (event === null) return null;
      // A terminal event stays: every later read sees the same EOF or error.
      if (event.kind === 'line' || event.kind === 'oversized') this.event = null;
      this.pump();
      return event;
    };
    const ready = take();
    if (ready !== null) return Promise.resolve(ready);
    if (this.child.stdout.destroyed) return Promise.resolve({ kind: 'eof' });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeReader = null;
        resolve(null);
      }, Math.max(0, deadline - monotonicNow()));
      const wake = () => {
        // Unset while taking: take() pumps, and the pump must not re-enter this waker.
        this.wakeReader = null;
        const event = take() ?? (this.child.stdout.destroyed ? { kind: 'eof' as const } : null);
        if (event === null) {
          this.wakeReader = wake;
          return;
        }
        clearTimeout(timer);
        resolve(event);
      };
      this.wakeReader = wake;
    });
  }

  private attachStderr(stderr: Readable): void {
    stderr.on('data', (chunk: Buffer) => {
      this.stderrTotalBytes += chunk.length;
      this.scanForOutOfMemory(chunk);
      const room = this.spec.maxStderrBytes - this.stderrKeptBytes;
      if (room <= 0) return;
      const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
      this.stderrKept.push(Buffer.from(kept));
      this.stderrKeptBytes += kept.length;
    });
    stderr.on('error', () => {
      // A broken stderr pipe changes nothing for the protocol; stderr is never reported.
    });
  }

  private scanForOutOfMemory(chunk: Buffer): void {
    if (this.outOfMemoryMarkerSeen) return;
    const window = Buffer.concat([this.stderrTail, chunk]);
    if (OUT_OF_MEMORY_MARKERS.some((marker) => window.includes(marker))) {
      this.outOfMemoryMarkerSeen = true;
      this.stderrTail = Buffer.alloc(0);
      return;
    }
    this.stderrTail = Buffer.from(window.subarray(Math.max(0, window.length - (LONGEST_MARKER_BYTES - 1))));
  }
}
