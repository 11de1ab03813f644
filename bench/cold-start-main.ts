/** `node build/bench-cold-start/index.js`: the action's cold-start figures alone (bench/action-cold-start.ts). */
import { benchActionColdStart } from './action-cold-start.js';

for (const line of await benchActionColdStart()) console.log(line);
