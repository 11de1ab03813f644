import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { MAX_PLAN_BYTES } from '../contract/bounds.js';
import type { PlanCheck } from './validate.js';
import { RULE } from '../contract/rule-ids.js';

/**
 * Reads a plan file, but never more than one byte past the bound: a multi-gigabyte "plan" costs
 * 256 KiB of memory, and the validator still reports it as too large.
 */
export function readPlanFile(path: string): Promise<Uint8Array> {
  return readRegularFileUpTo(path, MAX_PLAN_BYTES + 1);
}

/**
 * At most `limit` bytes of the regular file at `path` (opened as `openRegularFile` opens it):
 * callers pass one byte past their bound, so an oversized file is still recognised as too large
 * without reading — or holding in memory — any more of it.
 */
export async function readRegularFileUpTo(path: string, limit: number): Promise<Buffer> {
  const handle = await openRegularFile(path);
  try {
    const buffer = Buffer.alloc(limit);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}

/** Thrown for a path that names a FIFO, a device, a socket or a directory: only regular files are read. */
export class NotRegularFile extends Error {
  override name = 'NotRegularFile';
  constructor() {
    super('it is not a regular file (a directory, FIFO, device or socket) and is not read');
  }
}

/**
 * Opens `path` for reading only when it is a regular file. The open is non-blocking (a FIFO with no
 * writer would otherwise block the open forever) and the type is checked on the opened handle, so
 * the file checked is the file read; anything else is closed at once and NotRegularFile thrown.
 */
export async function openRegularFile(path: string): Promise<FileHandle> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!(await handle.stat()).isFile()) throw new NotRegularFile();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Thrown for a plan path that resolves (through `..` or a symlink) outside the directory plans are read from. */
export class OutsideWorkspace extends Error {
  override name = 'OutsideWorkspace';
  constructor() {
    super('it resolves outside the workspace (through ".." or a symbolic link) and is not read');
  }
}

/** Whether `path` lies strictly inside `root` (both absolute and already resolved). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * Reads the plan `file` (relative to `root`, or absolute) only when its real path — every
 * symlink resolved — lies inside the real `root`; else throws OutsideWorkspace without opening it.
 * The real path is what is opened, so a link is never followed past the check. (One file through
 * ContainedPlanReader: the containment rule has one implementation.)
 */
export async function readContainedPlanFile(root: string, file: string): Promise<Uint8Array> {
  return new ContainedPlanReader(root).read(file);
}

/**
 * Reads plan files synchronously, each only when its real path lies inside the real root, as a
 * regular file opened without blocking (fstat on the handle), never more than one byte past the
 * bound: for `check`, where a promise round trip per open, stat, read and close cost more than the
 * reads themselves. One scratch buffer of the bound serves every file; each plan gets a copy of
 * just its own bytes.
 */
export class ContainedPlanReader {
  private realRoot: string | null = null;
  private rootError: unknown = null;
  private readonly scratch = Buffer.allocUnsafe(MAX_PLAN_BYTES + 1);

  constructor(private readonly root: string) {}

  /** The plan's bytes; throws as readContainedPlanFile does (OutsideWorkspace, NotRegularFile, errno errors). */
  read(file: string): Uint8Array {
    const realRoot = this.resolveRoot();
    // The same realpath(3) as fs/promises' realpath: the same answers and the same errno codes.
    const real = realpathSync.native(resolve(this.root, file));
    if (!isInside(realRoot, real)) throw new OutsideWorkspace();
    const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      if (!fstatSync(fd).isFile()) throw new NotRegularFile();
      const buffer = this.scratch;
      let length = 0;
      while (length < buffer.length) {
        const bytesRead = readSync(fd, buffer, length, buffer.length - length, length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      return Buffer.from(buffer.subarray(0, length));
    } finally {
      closeSync(fd);
    }
  }

  private resolveRoot(): string {
    if (this.realRoot !== null) return this.realRoot;
    // A root that cannot be resolved fails every file alike, as the per-file realpath did.
    if (this.rootError !== null) throw this.rootError;
    try {
      this.realRoot = realpathSync.native(this.root);
    } catch (error) {
      this.rootError = error;
      throw error;
    }
    return this.realRoot;
  }
}

/** Literal paths stay as given (a missing one is reported when read); globs expand, sorted. */
export async function expandPlanPatterns(patterns: readonly string[], cwd: string): Promise<{ paths: string[]; unmatched: string[] }> {
  const paths = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of patterns) {
    if (!isDynamicPattern(pattern)) {
      paths.add(pattern);
      continue;
    }
    // Symlinks are listed (not skipped unseen): each match is refused when read if its real path leads outside.
    const matches = await glob(pattern, { cwd, onlyFiles: true, dot: false, expandDirectories: false, followSymbolicLinks: true });
    if (matches.length === 0) unmatched.push(pattern);
    for (const m of matches.sort()) paths.add(m);
  }
  return { paths: [...paths], unmatched };
}

/** Why a plan file could not be read: the errno code only (or the containment refusal), never a path or content. */
export function readFailureReason(error: unknown): string {
  if (error instanceof OutsideWorkspace || error instanceof NotRegularFile) return error.message;
  if ((error as { code?: string }).code === 'EISDIR') return new NotRegularFile().message;
  return (error as { code?: string }).code ?? 'unknown error';
}

/** The check of a plan that could not be read: one problem at 1:1, no plan. */
export function unreadablePlanCheck(file: string, reason: string): PlanCheck {
  return { file, plan: null, problems: [{ file, line: 1, column: 1, rule: RULE.planFileUnreadable, message: `cannot read the plan file (${reason})` }] };
}
