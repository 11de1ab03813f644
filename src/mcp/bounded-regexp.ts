/**
 * The mitigation for a child-advertised `pattern` (untrusted input, docs/contract/engine.md §11.3).
 *
 * Problem: ajv compiles `pattern` into a JavaScript RegExp and runs it on the plan's argument
 * strings synchronously. A catastrophic pattern such as `^(a+)+$` against `aaaa…!` backtracks
 * exponentially, and while it runs the event loop is blocked: no timer fires, so no step or
 * workflow deadline could ever be enforced.
 *
 * Choice: ajv lets the caller supply the RegExp engine (`code.regExp`). Ours runs every match
 * through `vm.Script#runInContext` with a `timeout`, which V8 enforces from a watchdog thread by
 * terminating execution, and which interrupts a backtracking RegExp too. All matches of one gate
 * run share one deadline, so the total time the child's patterns can cost is bounded no matter
 * how many strings they are applied to. When the budget is spent the match throws
 * `PatternBudgetExceeded` and the gate fails closed (`tool_schema_drift`).
 *
 * Rejected alternatives: RE2 (a native dependency, and its syntax differs from JSON Schema's
 * ECMA-262 patterns), V8's experimental linear engine (a process-wide V8 flag, and it refuses
 * many ordinary patterns), a static "star height" check (heuristic: overlapping alternations
 * such as `(a|a)*` pass it), and a worker thread per gate (tens of ms per run for the same bound).
 */
import vm from 'node:vm';
import type { RegExpEngine, RegExpLike } from 'ajv/dist/types/index.js';
import { monotonicNow } from '../supervisor/process.js';

export class PatternBudgetExceeded extends Error {
  constructor() {
    super('an advertised pattern exceeded the matching budget');
    this.name = 'PatternBudgetExceeded';
  }
}

/** vm's timeout is whole milliseconds and must be positive. */
const MIN_MATCH_TIMEOUT_MS = 1;

const sandbox = vm.createContext(Object.create(null) as object);
const matchScript = new vm.Script('pattern.test(subject)');

/** An ajv RegExp engine whose matches all stop at `deadline` (monotonic ms). */
export function boundedRegExpEngine(deadline: number): RegExpEngine {
  const engine = (source: string, flags: string): RegExpLike => {
    const pattern = new RegExp(source, flags);
    const bounded: RegExpLike & { toString(): string } = {
      test(subject: string): boolean {
        const remaining = Math.floor(deadline - monotonicNow());
        if (remaining < MIN_MATCH_TIMEOUT_MS) throw new PatternBudgetExceeded();
        const scope = sandbox as { pattern?: RegExp; subject?: string };
        scope.pattern = pattern;
        scope.subject = subject;
        try {
          return matchScript.runInContext(sandbox, { timeout: remaining }) === true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PatternBudgetExceeded();
          throw error;
        } finally {
          delete scope.pattern;
          delete scope.subject;
        }
      },
      // ajv keys its cache of pattern objects by this string.
      toString: () => pattern.toString(),
    };
    return bounded;
  };
  return Object.assign(engine, { code: 'boundedRegExp' });
}
