import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * A file could not be written. Names only the target the caller asked for and the errno code —
 * never the temp file (a name the user never gave) and never the underlying message, which
 * embeds that temp path.
 */
export class OutputWriteError extends Error {
  override name = 'OutputWriteError';
  constructor(readonly path: string, readonly code: string) {
    super(`cannot write ${path} (${code})`);
  }
}

/**
 * Writes `contents` to `path` atomically: a temp file in the same directory (so rename never
 * crosses a filesystem), flushed to disk, then renamed over the target. A reader sees the old
 * file or the new one, never a torn write; on failure the temp file is removed and an
 * OutputWriteError naming `path` is thrown.
 */
export async function writeFileAtomic(path: string, contents: string): Promise<void> {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(contents, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw new OutputWriteError(path, (error as { code?: string }).code ?? 'unknown error');
  }
}
