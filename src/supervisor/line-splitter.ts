/**
 * Splits a child's stdout into lines with a per-line byte bound (docs/contract/engine.md §12.4), parsing lazily:
 * the owner feeds one chunk, takes events one at a time, and feeds the next chunk only when this
 * splitter has nothing left. That is what lets the owner keep the pipe paused while a line waits,
 * so a flooding child is held back by the OS pipe instead of by parent memory.
 *
 * Memory held: the unparsed rest of one chunk plus at most `maxLineBytes` of a partial line.
 */

export type LineEvent =
  | { kind: 'line'; bytes: Buffer }
  /** A line longer than the bound: reported as soon as the bound is crossed, the rest discarded up to its newline. */
  | { kind: 'oversized' }
  | { kind: 'eof' }
  | { kind: 'read_error' };

const NEWLINE = 0x0a;

export class BoundedLineSplitter {
  private pending: Buffer | null = null;
  private parts: Buffer[] = [];
  private partBytes = 0;
  private discarding = false;
  private terminal: 'eof' | 'read_error' | null = null;
  private terminalTaken = false;

  constructor(private readonly maxLineBytes: number) {}

  /** True while bytes of the last chunk remain unparsed: feed nothing new until it is false. */
  get hasPending(): boolean {
    return this.pending !== null;
  }

  feed(chunk: Buffer): void {
    if (this.pending !== null) throw new Error('feed() while the previous chunk is still pending');
    if (chunk.length > 0) this.pending = chunk;
  }

  end(): void {
    this.terminal ??= 'eof';
  }

  fail(): void {
    this.terminal ??= 'read_error';
  }

  /** The next event the buffered bytes make complete, or null when more input is needed. */
  next(): LineEvent | null {
    while (this.pending !== null) {
      const chunk = this.pending;
      const newline = chunk.indexOf(NEWLINE);
      if (newline < 0) {
        this.pending = null;
        if (this.discarding) continue;
        this.parts.push(chunk);
        this.partBytes += chunk.length;
        if (this.partBytes > this.maxLineBytes) return this.cut();
        continue;
      }
      const head = chunk.subarray(0, newline);
      this.pending = newline + 1 < chunk.length ? chunk.subarray(newline + 1) : null;
      if (this.discarding) {
        this.discarding = false;
        continue;
      }
      const total = this.partBytes + head.length;
      if (total > this.maxLineBytes) {
        this.resetPartial();
        return { kind: 'oversized' };
      }
      const bytes = this.parts.length === 0 ? head : Buffer.concat([...this.parts, head], total);
      this.resetPartial();
      return { kind: 'line', bytes };
    }
    if (this.terminal === null || this.terminalTaken) return this.terminal === null ? null : { kind: this.terminal };
    // At EOF a partial last line is still a line (upstream emits it, then Eof).
    if (this.partBytes > 0 && !this.discarding && this.terminal === 'eof') {
      const bytes = Buffer.concat(this.parts, this.partBytes);
      this.resetPartial();
      return { kind: 'line', bytes };
    }
    this.terminalTaken = true;
    return { kind: this.terminal };
  }

  private cut(): LineEvent {
    this.resetPartial();
    this.discarding = true;
    return { kind: 'oversized' };
  }

  private resetPartial(): void {
    this.parts = [];
    this.partBytes = 0;
  }
}
