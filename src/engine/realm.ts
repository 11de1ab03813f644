// Hardening of the engine's own realm (docs/security.md, "Pages and the engine's realm"). jsdom runs
// every page in its own vm context, but the DOM's wrapper functions are made in the engine's realm:
// two prototype hops from `document.createElement` reach the engine's `Object`, and from an error
// the engine's `Error`. Whatever a page plants there (a replaced `Object.entries`, a
// `prepareStackTrace` hook, a `then` getter) is shared by every later page, every session and the
// engine's own handling of arguments and results. So, once jsdom and everything the engine loads
// before its first page is in place, `ses`'s lockdown() freezes every intrinsic reachable from the
// engine's globalThis transitively, removes RegExp's legacy statics and gives the constructors a page
// can reach from a prototype (`Error.prototype.constructor`, the NativeErrors' parent) a powerless
// `Error` whose `prepareStackTrace` / `stackTraceLimit` setters do nothing.

/**
 * lockdown()'s options, each chosen against the engine's confinement (docs/engine.md, "The realm"):
 * - errorTaming 'unsafe': V8 keeps full `error.stack` in the engine's own diagnostics; it does not
 *   re-open the hooks (the constructor a page reaches is ses's powerless shared Error either way).
 * - evalTaming 'unsafe-eval': leaves the engine realm's `eval`/`Function` as Node made them, which
 *   `--disallow-code-generation-from-strings` already disables; 'safe-eval' needs a working direct
 *   eval and throws SES_DIRECT_EVAL under that flag. Page realms keep their own eval either way.
 * - overrideTaming 'severe': jsdom and its libraries assign properties that also exist on frozen
 *   prototypes (`constructor`, `toString`, `name`…); 'severe' turns every such prototype property
 *   into an accessor that lets an assignment to an instance succeed, as it did before.
 * - consoleTaming 'unsafe', errorTrapping and unhandledRejectionTrapping 'none': the engine keeps
 *   Node's console and its own process handlers (serve.ts); ses installs no handler of its own.
 * - domainTaming 'safe' (ses's default): refuses to lock down if Node's `domain` module is in use,
 *   which would carry state across realms; the engine never loads it.
 * - stackFiltering 'verbose': stacks as V8 writes them.
 * - reporting 'none': ses would group its notes with console.groupCollapsed, which Node writes to
 *   stdout — the protocol channel.
 * regExpTaming and localeTaming stay 'safe' (ses's defaults): no legacy RegExp statics; the engine
 * realm's `toLocale*` methods behave as their non-locale forms (pages use their own realms').
 */
export const LOCKDOWN_OPTIONS = {
  errorTaming: 'unsafe',
  evalTaming: 'unsafe-eval',
  overrideTaming: 'severe',
  consoleTaming: 'unsafe',
  errorTrapping: 'none',
  unhandledRejectionTrapping: 'none',
  domainTaming: 'safe',
  stackFiltering: 'verbose',
  reporting: 'none',
  regExpTaming: 'safe',
  localeTaming: 'safe',
} as const;

type Lockdown = (options: typeof LOCKDOWN_OPTIONS) => void;

let hardened = false;

/**
 * Lock the engine's realm down. Called once jsdom and the modules the engine loads with it are
 * evaluated (library set-up writes to intrinsics) and before any page exists; idempotent. `ses` is
 * imported here, not at start-up, so `initialize` and `tools/list` do not pay for it.
 */
export async function hardenEngineRealm(): Promise<void> {
  if (hardened) return;
  await import('ses');
  const lockdown = (globalThis as unknown as { lockdown: Lockdown }).lockdown;
  lockdown(LOCKDOWN_OPTIONS);
  hardened = true;
}

/** Whether this realm is locked down (tests and the engine's own start-up checks). */
export function engineRealmHardened(): boolean {
  return hardened;
}
