/**
 * The SOM compiler (src/engine/som/) on two documents of the same size, side by side in one run: a
 * flat one (NODES wrapped spans under <body>) and a deep one (the same elements nested NODES deep).
 * The compiler's walks should cost the same on both; a walk repeated per ancestor (the navigation,
 * footer and layout probes once re-walked each subtree at every ancestor) shows as a deep/flat
 * ratio far above 1 (39.8 before the fix, 1.8 after).
 */
import { JSDOM } from 'jsdom';
import { compileDocument } from '../src/engine/som/compiler.js';
import type { DomDocument } from '../src/engine/som/dom.js';
import { median, timeMs } from './measure.js';

/** Elements per document: deep enough that a per-ancestor walk dominates, shallow enough for jsdom's parser. */
const NODES = 400;
const ROUNDS = 9;
const URL = 'http://127.0.0.1/som';

function flat(): string {
  return `<!doctype html><title>flat</title><body>${Array.from({ length: NODES }, (_, i) => `<div><span>item ${i}</span></div>`).join('')}</body>`;
}

function deep(): string {
  return `<!doctype html><title>deep</title><body>${Array.from({ length: NODES }, (_, i) => `<div><span>item ${i}</span>`).join('')}${'</div>'.repeat(NODES)}</body>`;
}

export function benchSomCompile(): string[] {
  const documents = { flat: new JSDOM(flat(), { url: URL }).window.document, deep: new JSDOM(deep(), { url: URL }).window.document };
  const compile = (doc: Document) => compileDocument(doc as unknown as DomDocument, URL);
  compile(documents.flat); // warm-up: JIT
  compile(documents.deep);
  const times = { flat: [] as number[], deep: [] as number[] };
  // Interleaved, so both see the same machine.
  for (let i = 0; i < ROUNDS; i++) {
    times.flat.push(timeMs(() => compile(documents.flat)));
    times.deep.push(timeMs(() => compile(documents.deep)));
  }
  const [f, d] = [median(times.flat), median(times.deep)];
  return [
    `som compile: ${NODES} elements, median of ${ROUNDS} interleaved rounds`,
    `  flat (siblings)    ${f.toFixed(1).padStart(8)} ms`,
    `  deep (nested)      ${d.toFixed(1).padStart(8)} ms   deep/flat ${(d / f).toFixed(2)}`,
  ];
}
