/** Validate mode: the gate run (gate-run.ts) without executing anything. */
import type { ActionOutcome } from '../session.js';
import type { ModeContext } from './context.js';
import { runGate } from './gate-run.js';

export function runValidate(mc: ModeContext): Promise<ActionOutcome> {
  return runGate(mc, null);
}
