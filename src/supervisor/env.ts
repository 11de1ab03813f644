/**
 * The child's environment (docs/contract/engine.md §1, §12.2): start empty, restore only the
 * variables a browser child needs to find programs, temp space, CA certificates and ICU data, then
 * add the two supervision variables upstream's child reads. Nothing else of the runner's
 * environment (GITHUB_TOKEN, INPUT_*, ACTIONS_*, secrets) can reach the child this way.
 */

/** Restored from the runner's environment when set, in this order. */
export const INHERITED_ENV_NAMES = [
  'PATH', 'TMPDIR', 'TMP', 'TEMP', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'PLASMATE_ICU_DATA',
  'RUST_BACKTRACE', 'SYSTEMROOT', 'WINDIR',
] as const;

/**
 * The only extra variable the runner may add: upstream's private-network opt-in, set by the
 * operator flag `--allow-private-network` for a plan that targets a server the job started on
 * loopback. A typed record, not a free map, so no other name can be smuggled in.
 */
export interface ExtraChildEnv {
  PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK?: '1';
}

export function buildChildEnv(
  parentEnv: Readonly<Record<string, string | undefined>>,
  memoryLimitBytes: number,
  extra: ExtraChildEnv = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED_ENV_NAMES) {
    const value = parentEnv[name];
    if (value !== undefined) env[name] = value;
  }
  env.PLASMATE_SUPERVISED_WORKER = '1';
  env.PLASMATE_WORKER_MEMORY_LIMIT_BYTES = String(memoryLimitBytes);
  if (extra.PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK === '1') env.PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK = '1';
  return env;
}
