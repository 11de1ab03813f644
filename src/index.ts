/** The action's entry (action.yml `runs.main` is its bundle, dist/index.js): run, and fail the step on an error. */
import { failStep, run } from './main.js';

run().catch(failStep);
