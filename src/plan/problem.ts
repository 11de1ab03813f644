/**
 * A located problem with a plan: every problem names the file, a 1-based line and column, a
 * stable rule id and a plain message. Messages never contain argument values or secret names.
 */
import type { RuleId } from '../contract/rule-ids.js';

export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Stable and dotted: `plan.json.*` (the document), `plan.*` (the contract), `policy.*` (approvals, opt-ins), `test.*` (test runs). */
  rule: RuleId;
  message: string;
  /** The index of the step the problem is in, when it is in one: callers find the step by it, never by the message's words. */
  step?: number;
}

/** `file:line:col rule message`, the CLI's stderr form and what editors' problem matchers read. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column} ${p.rule} ${p.message}`;
}

export function compareProblems(a: Problem, b: Problem): number {
  return a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1;
}

/** A problem whose location is still a UTF-16 offset into the decoded document. */
export interface PendingProblem {
  offset: number;
  rule: RuleId;
  message: string;
  step?: number;
}

/** The step index a problem's path is in (`steps/<i>/…`; the schema's paths spell the index as text), or undefined. */
export function stepOfPath(path: readonly (string | number)[]): number | undefined {
  if (path[0] !== 'steps') return undefined;
  const index = path[1];
  if (typeof index === 'number') return index;
  return typeof index === 'string' && /^(0|[1-9][0-9]*)$/.test(index) ? Number(index) : undefined;
}

/**
 * Turns offsets into 1-based line/column. Columns count Unicode code points, so an emoji is one
 * column, as in GitHub's annotation view. The line table is built only when a problem exists.
 */
export class LineIndex {
  private starts: number[] | null = null;

  constructor(private readonly text: string) {}

  locate(offset: number): { line: number; column: number } {
    const starts = (this.starts ??= lineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const start = starts[lo]!;
    let column = 1;
    for (let i = start; i < offset && i < this.text.length; i++) {
      const c = this.text.charCodeAt(i);
      if (c < 0xdc00 || c > 0xdfff) column++;
    }
    return { line: lo + 1, column };
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
