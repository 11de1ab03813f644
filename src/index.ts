/** The action's entry (action.yml `runs.main` is its bundle, dist/index.js). `run()` fails the step itself. */
import { run } from './main.js';

await run();
