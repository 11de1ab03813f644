// The layer order of src/, bottom to top (README "Architecture"). A folder may import only from
// itself and the folders listed for it; `npm run lint` fails on any other import and on any cycle.
// The order is written once, here; the README's diagram shows the same table.
const LAYERS = {
  contract: [],
  plan: ['contract'],
  supervisor: ['contract'],
  mcp: ['contract', 'plan', 'supervisor'],
  // The reference child is a program of its own: it shares only the contract with the runner, in
  // both directions. No runner layer lists it: what the runner needs of the engine (how to start
  // it, its element-id hash, the address classification) is in contract/.
  engine: ['contract'],
  report: ['contract', 'plan', 'mcp'],
  workflow: ['contract', 'plan', 'supervisor', 'mcp', 'report'],
  benchmark: ['contract', 'plan', 'supervisor', 'mcp', 'report', 'workflow'],
  github: ['contract', 'plan', 'supervisor', 'mcp', 'report', 'workflow', 'benchmark'],
  cli: ['contract', 'plan', 'supervisor', 'mcp', 'report', 'workflow', 'benchmark'],
};

const forbidden = [
  {
    name: 'no-circular',
    comment: 'An import cycle: two modules that need each other are one module, or one of them holds the wrong thing.',
    severity: 'error',
    from: { path: '^src/' },
    to: { circular: true },
  },
  {
    name: 'no-unknown-layer',
    comment: 'Every folder of src/ has a place in the layer order (.dependency-cruiser.cjs).',
    severity: 'error',
    from: { path: '^src/[^/]+/', pathNot: `^src/(${Object.keys(LAYERS).join('|')})/` },
    to: {},
  },
  ...Object.entries(LAYERS).map(([layer, allowed]) => ({
    name: `layer-${layer}`,
    comment: `src/${layer}/ may import only from ${allowed.length ? allowed.map((l) => `src/${l}/`).join(', ') : 'itself'} (and packages).`,
    severity: 'error',
    from: { path: `^src/${layer}/` },
    to: { path: '^src/', pathNot: [`^src/${layer}/`, ...allowed.map((l) => `^src/${l}/`)] },
  })),
  // Inside src/github/: the gate model (gate/) is pure — it judges plans and labels and renders the
  // result, and reads nothing; the REST calls (rest/) may use the model; only the modes (modes/)
  // put the two together, and only the step's dispatch reaches a mode.
  {
    name: 'github-gate-is-pure',
    comment: 'src/github/gate/ may import only itself within src/github/: no REST call, mode or runner-side module.',
    severity: 'error',
    from: { path: '^src/github/gate/' },
    to: { path: '^src/github/', pathNot: '^src/github/gate/' },
  },
  {
    name: 'github-rest-below-modes',
    comment: 'src/github/rest/ may import the gate model, the event and the redactor, never a mode or the session around them.',
    severity: 'error',
    from: { path: '^src/github/rest/' },
    to: { path: '^src/github/', pathNot: ['^src/github/(rest|gate)/', '^src/github/(event|redact)\\.ts$'] },
  },
  {
    name: 'github-modes-behind-dispatch',
    comment: 'Only src/github/step.ts and the modes themselves import src/github/modes/.',
    severity: 'error',
    from: { pathNot: ['^src/github/modes/', '^src/github/step\\.ts$'] },
    to: { path: '^src/github/modes/' },
  },
  {
    name: 'entries-stay-thin',
    comment: 'Nothing imports an entry point (src/main.ts, src/index.ts, src/cli/main.ts, src/engine/main.ts) but src/index.ts, which only calls run().',
    severity: 'error',
    from: { pathNot: '^src/index\\.ts$' },
    to: { path: '^src/(main|index)\\.ts$|^src/cli/main\\.ts$|^src/engine/main\\.ts$' },
  },
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
