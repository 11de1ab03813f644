/**
 * `--confirm-step` values and the plans they approve steps of.
 *
 * A value is `STEP`, or `PLAN:STEP` for the step STEP of one plan. A step id is 1–64 of
 * `[A-Za-z0-9 ._-]` (the plan contract's pattern, src/plan/schema.ts), so it never contains `:`:
 * a value is split at its LAST `:`, and whatever comes before it is the plan, even a path that
 * itself contains `:` (`dir:x/a.json:go` is the step `go` of `dir:x/a.json`). PLAN is a plan as
 * given on the command line (a file, or a glob operand: every plan it matched) or as the run names
 * it (a file a glob matched), and any other spelling of the same file (`./a.json` for `a.json`).
 *
 * One plan (`--plan FILE`): a bare STEP keeps upstream's meaning (an id the plan lacks is its
 * located `policy.approval.unknown`); PLAN:STEP must name that plan. Many plans: a bare STEP
 * approves that step in every plan that has one, and is an error when none has; PLAN:STEP approves
 * it in the plans PLAN names only (one that lacks it gets `policy.approval.unknown`). An approval
 * that reaches a plan twice (`go` and `a.json:go`) is a duplicate there, as a repeated flag is.
 */
import { resolve } from 'node:path';
import { expandPlanPatterns } from '../plan/read.js';
import { UsageError } from './io.js';

/** What separates PLAN from STEP in a `--confirm-step` value (a character no step id contains). */
export const PLAN_STEP_SEPARATOR = ':';

/** One `--confirm-step` value: the step, and for `PLAN:STEP` the plan as given. */
export interface ConfirmStep {
  given: string;
  plan: string | null;
  step: string;
}

/** Splits each value at its last separator; an empty plan or step is a usage error naming the value. */
export function parseConfirmSteps(values: readonly string[]): ConfirmStep[] {
  return values.map((given) => {
    const at = given.lastIndexOf(PLAN_STEP_SEPARATOR);
    if (at < 0) return { given, plan: null, step: given };
    const plan = given.slice(0, at);
    const step = given.slice(at + 1);
    if (plan === '' || step === '') {
      throw new UsageError(`--confirm-step ${JSON.stringify(given)}: give STEP, or PLAN${PLAN_STEP_SEPARATOR}STEP with both parts (a step id never contains "${PLAN_STEP_SEPARATOR}")`);
    }
    return { given, plan, step };
  });
}

/**
 * Which plans of a run each `--confirm-step` approves a step of. Built once per run, before any
 * plan runs, so a PLAN that names none of the run's plans stops the run with a usage error.
 */
export class ConfirmStepSelection {
  private constructor(
    private readonly entries: readonly { confirm: ConfirmStep; plans: ReadonlySet<string> | null }[],
    private readonly cwd: string,
    private readonly many: boolean,
  ) {}

  /**
   * `files`: the run's plans as it names them (the operands, globs expanded). Every PLAN is
   * expanded as the operands are (`check`'s reading: sorted, only inside the working directory).
   */
  static async of(confirms: readonly ConfirmStep[], files: readonly string[], cwd: string, many: boolean): Promise<ConfirmStepSelection> {
    const runPlans = new Set(files.map((file) => resolve(cwd, file)));
    const entries: { confirm: ConfirmStep; plans: ReadonlySet<string> | null }[] = [];
    for (const confirm of confirms) {
      if (confirm.plan === null) {
        entries.push({ confirm, plans: null });
        continue;
      }
      const named = new Set((await expandPlanPatterns([confirm.plan], cwd)).paths.map((path) => resolve(cwd, path)));
      const plans = new Set([...named].filter((path) => runPlans.has(path)));
      if (plans.size === 0) {
        throw new UsageError(`--confirm-step ${JSON.stringify(confirm.given)}: ${JSON.stringify(confirm.plan)} names none of the plans of this run`);
      }
      entries.push({ confirm, plans });
    }
    return new ConfirmStepSelection(entries, cwd, many);
  }

  /** Whether any value is a bare STEP (the many-plan run then needs each plan's step ids first). */
  get hasBareSteps(): boolean {
    return this.entries.some((entry) => entry.plans === null);
  }

  /**
   * In a many-plan run, the bare steps no plan has (`stepIds`: each plan's ids, null for a plan
   * that could not be read or parsed). The run refuses to start when this is not empty.
   */
  unknownBareSteps(stepIds: readonly (ReadonlySet<string> | null)[]): string[] {
    return this.entries
      .filter((entry) => entry.plans === null && !stepIds.some((ids) => ids?.has(entry.confirm.step) === true))
      .map((entry) => entry.confirm.step);
  }

  /**
   * The approvals of one plan, in the order given. `stepIds` (a many-plan run only): the plan's
   * step ids, which a bare STEP must be among to reach it; null when its ids could not be read
   * (the plan then fails on its own problem, and no bare step reaches it).
   */
  stepsFor(file: string, stepIds: ReadonlySet<string> | null): string[] {
    const path = resolve(this.cwd, file);
    return this.entries
      .filter(({ confirm, plans }) => (plans === null ? !this.many || stepIds?.has(confirm.step) === true : plans.has(path)))
      .map(({ confirm }) => confirm.step);
  }
}

/** The step ids of a plan's bytes when they parse as a plan-shaped JSON object, else null (its own validation then reports why). */
export function planStepIds(bytes: Uint8Array): ReadonlySet<string> | null {
  let root: unknown;
  try {
    root = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const steps = (root as { steps?: unknown } | null)?.steps;
  if (!Array.isArray(steps)) return null;
  const ids = new Set<string>();
  for (const step of steps) {
    const id = (step as { id?: unknown } | null)?.id;
    if (typeof id === 'string') ids.add(id);
  }
  return ids;
}

/** A value for a shell command line: as it is when it needs no quoting, else in single quotes. */
export function shellWord(text: string): string {
  return /^[A-Za-z0-9._/:=@%+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
