/**
 * Plans from the workspace, for runs without a pull request (push, release, dispatch): the
 * `plans` globs expanded against the checkout, each file read with the plan bound, and only when
 * it resolves inside the workspace (a `..` path or a symlink out of it is an unreadable plan).
 */
import { expandPlanPatterns, readContainedPlanFile, readFailureReason } from '../plan/read.js';
import type { PlanSource } from './gate/gate.js';

export async function localPlanSources(patterns: readonly string[], workspace: string): Promise<PlanSource[]> {
  const { paths } = await expandPlanPatterns(patterns, workspace);
  const sources: PlanSource[] = [];
  for (const file of paths) {
    try {
      sources.push({ file, bytes: await readContainedPlanFile(workspace, file) });
    } catch (error) {
      sources.push({ file, bytes: null, error: readFailureReason(error) });
    }
  }
  return sources;
}
