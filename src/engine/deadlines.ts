// The engine's time bounds that both the engine proper and its launcher (main.ts, which must stay
// free of jsdom and the page code) need.

/** Upstream's JS worker wall deadline, used here for page load, evaluate and scripts. */
export const SCRIPT_DEADLINE_MS = 15_000;
