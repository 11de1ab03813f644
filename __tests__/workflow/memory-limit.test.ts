/**
 * memory_mb on each kind of child: the reference engine (a Node child) gets V8 heap
 * limits under a data-segment limit, and runs real plans from 256 MiB up — an address-space
 * ceiling killed it below 12 GiB; a page that allocates without bound ends with an out-of-memory
 * abort the runner recognises, and nothing of the group survives; a Plasmate binary (a fault
 * child stands in) still gets the address-space ceiling.
 * @needs-bundle engine
 * @needs-child-process prlimit
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument } from '../../src/engine/som/dom.js';
import { nodeHeapFlags, withMemoryCeiling } from '../../src/supervisor/memory-ceiling.js';
import { childEnd, memoryDiagnostic, type ChildEnd } from '../../src/workflow/child-end.js';
import { referenceEngineBundle, referenceEngineCommand } from '../../src/workflow/child.js';
import { executePlan } from '../../src/workflow/execute.js';
import { faultChild, isAlive, loggedPids, makePlan, readLog, survivors, tempDir, type StepSpec } from './helpers.js';

const MIB = 1024 * 1024;
const SHOP = readFileSync('fixtures/test-mode/shop.html', 'utf8');
const HUNGRY = readFileSync('fixtures/engine/memory-hungry.html', 'utf8');

let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/hungry' ? HUNGRY : SHOP);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function emailId(): string {
  const url = `${origin}/shop`;
  const { som } = compileDocument(new JSDOM(SHOP, { url }).window.document as unknown as DomDocument, url);
  return som.regions.flatMap((r) => r.elements).find((e) => e.html_id === 'email')!.id;
}

/**
 * Pids of this process's children whose command line names the engine bundle, sampled while a run
 * lasts. Read from this process's own children list (the runner spawns from the main thread):
 * scanning every process in /proc each 10 ms cost the test more CPU than its engines did.
 */
function engineChildren(found: Set<number>): void {
  const bundle = referenceEngineBundle();
  let children: string[];
  try {
    children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter((pid) => pid !== '');
  } catch {
    return;
  }
  for (const pid of children) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(bundle)) found.add(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
}

async function runOnEngine(steps: StepSpec[], memoryMb: number) {
  const plan = makePlan(steps, { memory_mb: memoryMb, step_timeout_ms: 30_000, workflow_timeout_ms: 60_000 });
  const pids = new Set<number>();
  const sampler = setInterval(() => engineChildren(pids), 10);
  let end: ChildEnd | undefined;
  const started = Date.now();
  try {
    const report = await executePlan(plan, new Set(steps.map((s) => s.id)), {
      child: referenceEngineCommand(referenceEngineBundle()),
      env: { PATH: process.env.PATH ?? '' },
      secrets: new Set(),
      allowPrivateNetwork: true,
      onChildEnd: (e) => { end = e; },
    });
    return { report, end, ms: Date.now() - started, pids: [...pids] };
  } finally {
    clearInterval(sampler);
  }
}

describe('the reference engine under memory_mb', () => {
  const flow = (): StepSpec[] => [
    { id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` } },
    { id: 'type', tool: 'type_text', arguments: { element_id: emailId(), text: 'a@example.test' } },
    { id: 'read', tool: 'evaluate', arguments: { expression: 'document.title' } },
  ];

  it.each([256, 2048])('memory_mb %i: open a loopback page, type, evaluate — every step succeeds', async (memoryMb) => {
    const r = await runOnEngine(flow(), memoryMb);
    expect(r.report.steps.map((s) => [s.id, s.status, s.failure_class ?? null])).toEqual([
      ['open', 'succeeded', null], ['type', 'succeeded', null], ['read', 'succeeded', null],
    ]);
    expect(r.report.process_outcome).toBe('exited:0');
    expect(r.end).toEqual({ processOutcome: 'exited:0', outOfMemory: false });
    expect(memoryDiagnostic(r.end, memoryMb)).toBeNull();
  }, 60_000);

  it('a page that allocates without bound under memory_mb 256 ends in an out-of-memory abort, recognised, with no survivor', async () => {
    const r = await runOnEngine([{ id: 'open', tool: 'open_page', arguments: { url: `${origin}/hungry` } }], 256);
    expect(r.report.status).toBe('failed');
    expect(r.report.steps[0]!.status).toBe('failed');
    expect(r.report.process_outcome).toBe('signaled:6');
    expect(r.end).toEqual({ processOutcome: 'signaled:6', outOfMemory: true });
    expect(memoryDiagnostic(r.end, 256)).toBe('the child exceeded its memory limit (memory_mb 256) and was aborted (signaled:6)');
    // Ended by the limit, well before the step (30 s) or workflow deadline.
    expect(r.ms).toBeLessThan(25_000);
    expect(r.pids.length).toBeGreaterThan(0);
    expect(await survivors(r.pids, r.pids[0]!)).toEqual([]);
    expect(r.pids.filter(isAlive)).toEqual([]);
  }, 60_000);
});

describe('how memory_mb is applied per child', () => {
  let scratch: ReturnType<typeof tempDir>;
  beforeEach(() => { scratch = tempDir(); });
  afterEach(() => scratch.cleanup());

  it('the reference engine command asks for heap limits, and keeps its confinement flags after them', () => {
    const command = referenceEngineCommand(referenceEngineBundle());
    expect(command.memoryCeiling).toBe('node-heap');
    const argv = withMemoryCeiling(command.program, command.args, 256 * MIB, process.env.PATH, command.memoryCeiling);
    expect(argv.args.slice(0, 2)).toEqual([`--data=${(256 + 4 * 640) * MIB}`, '--']);
    expect(argv.args.slice(2, 5)).toEqual([process.execPath, '--max-old-space-size=128', '--max-semi-space-size=4']);
    expect(argv.args.slice(5)).toEqual(command.args);
    expect(argv.args.some((a) => a.startsWith('--as='))).toBe(false);
    expect(argv.args).toContain('--disallow-code-generation-from-strings');
  });

  it('heap flags scale with memory_mb within the semi-space bounds', () => {
    expect(nodeHeapFlags(64 * MIB)).toEqual(['--max-old-space-size=32', '--max-semi-space-size=1']);
    expect(nodeHeapFlags(2048 * MIB)).toEqual(['--max-old-space-size=1024', '--max-semi-space-size=16']);
    expect(nodeHeapFlags(16384 * MIB)).toEqual(['--max-old-space-size=8192', '--max-semi-space-size=16']);
  });

  it('a Plasmate binary (the fault child stands in) still gets the address-space ceiling, itself and its descendants', async () => {
    const memoryMb = 4096;
    const bytes = memoryMb * MIB;
    const log = `${scratch.dir}/calls.jsonl`;
    const report = await executePlan(makePlan([{ id: 'open', tool: 'open_page', arguments: { url: 'http://example.test/' } }], { memory_mb: memoryMb }), new Set(), {
      child: faultChild('env-probe', log), env: { PATH: process.env.PATH ?? '' }, secrets: new Set(),
    });
    const probe = readLog(log).find((e) => e.event === 'env')!;
    expect(probe.limit).toBe(`Max address space ${bytes} ${bytes} bytes`);
    expect(probe.descendantLimit).toBe(`Max address space ${bytes} ${bytes} bytes`);
    expect(report.status).toBe('succeeded');
    const pids = loggedPids(log);
    expect(await survivors(pids, pids[0]!)).toEqual([]);
  });

  it('out of memory needs the abort as well as the message (a page can print the message)', () => {
    expect(childEnd('signaled:6', true).outOfMemory).toBe(true);
    expect(childEnd('exited:1', true).outOfMemory).toBe(false);
    expect(childEnd('signaled:6', false).outOfMemory).toBe(false);
    expect(memoryDiagnostic(childEnd('signaled:6', true), 0)).toMatch(/ran out of memory \(no memory_mb set/);
  });
});
