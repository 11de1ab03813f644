/**
 * The name of a plan's report in a report directory, shared by the action's modes and the CLI's
 * many-plan runs so that both write the same files for the same plans.
 */

/** A report file name from a plan path: readable, flat, and never escaping the report directory. */
export function reportFileName(index: number, planFile: string, suffix = '.report.json'): string {
  return `${String(index + 1).padStart(2, '0')}-${planFile.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)}${suffix}`;
}
