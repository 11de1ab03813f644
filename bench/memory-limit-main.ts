/** The memory_mb measurement alone: `node scripts/bench-memory.mjs` (see bench/memory-limit.ts). */
import { benchMemoryLimit } from './memory-limit.js';

for (const line of await benchMemoryLimit()) console.log(line);
