// Child-side preparation under a supervisor (docs/contract/engine.md §12.6). Node cannot call setpgid or
// setrlimit, so this validates PLASMATE_WORKER_MEMORY_LIMIT_BYTES the way upstream does (an
// unparsable value is a startup error) and removes both variables so descendants do not inherit
// them. The supervisor already starts the child in its own process group and applies memory_mb
// from outside: V8 heap flags under `prlimit --data` (src/supervisor/memory-ceiling.ts).
export const SUPERVISED_ENV = 'PLASMATE_SUPERVISED_WORKER';
export const MEMORY_LIMIT_ENV = 'PLASMATE_WORKER_MEMORY_LIMIT_BYTES';

export class SupervisionError extends Error {}

/** Returns the requested memory limit in bytes (0 = none); throws on an unparsable value. */
export function prepareSupervisedProcess(env: NodeJS.ProcessEnv = process.env): number {
  if (env[SUPERVISED_ENV] === undefined) return 0;
  const raw = env[MEMORY_LIMIT_ENV];
  let limit = 0;
  if (raw !== undefined) {
    if (!/^\d+$/.test(raw.trim())) throw new SupervisionError(`invalid ${MEMORY_LIMIT_ENV} value: ${raw}`);
    limit = Number(raw.trim());
  }
  delete env[SUPERVISED_ENV];
  delete env[MEMORY_LIMIT_ENV];
  return limit;
}
