/**
 * Where each value under a step's `arguments` starts, computed only when first asked for (moved
 * here from validate.ts unchanged, so that both validation paths can share it).
 */
import { member, parseJsonDocument, type JsonNode, type JsonObject } from './json.js';
import type { ArgumentLocations, SourceLocation } from '../contract/plan.js';

/**
 * The steps' argument locations, computed only when one is first asked for (a schema problem):
 * validation itself pays nothing, and a plan kept for its fingerprint (the PR gate keeps every
 * plan of a pull request) keeps only its text. The first lookup parses the validated text again
 * and maps every argument value of every step in one forward pass; the text is then dropped.
 */
export class LazyArgumentLocations {
  private text: string | null;
  private steps: (Map<string, SourceLocation> | undefined)[] | null = null;

  constructor(text: string) {
    this.text = text;
  }

  ofStep(index: number): ArgumentLocations {
    return { get: (pointer) => this.compute()[index]?.get(pointer) };
  }

  private compute(): (Map<string, SourceLocation> | undefined)[] {
    if (this.steps !== null) return this.steps;
    const text = this.text!;
    this.text = null;
    // The same text validated before: the same tree, the same offsets.
    const root = parseJsonDocument(new TextEncoder().encode(text)).root as JsonObject;
    const forward = new ForwardLocator(text);
    this.steps = (member(root, 'steps')!.value as { items: JsonObject[] }).items.map((step) => {
      const args = member(step, 'arguments')?.value;
      return args?.kind === 'object' ? argumentLocations(args, forward) : undefined;
    });
    return this.steps;
  }
}

/**
 * Every value under `arguments` by JSON Pointer (escaped as ajv's `instancePath`), walked in
 * document order so that the forward locator sees non-decreasing offsets.
 */
function argumentLocations(args: JsonObject, forward: ForwardLocator): Map<string, SourceLocation> {
  const out = new Map<string, SourceLocation>();
  const walk = (node: JsonNode, pointer: string): void => {
    out.set(pointer, forward.locate(node.offset));
    if (node.kind === 'object') {
      for (const m of node.members) walk(m.value, `${pointer}/${m.key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    } else if (node.kind === 'array') {
      node.items.forEach((item, i) => walk(item, `${pointer}/${i}`));
    }
  };
  walk(args, '');
  return out;
}

/**
 * LineIndex's line/column (lines split at `\n`, columns in code points), for offsets asked in
 * non-decreasing order: one pass over the text for the whole plan, where LineIndex would count
 * each column from its line's start (quadratic on a long single-line plan). An offset before
 * the last one restarts from the beginning, so the answer is right in any order.
 */
class ForwardLocator {
  private offset = 0;
  private line = 1;
  private column = 1;

  constructor(private readonly text: string) {}

  locate(offset: number): SourceLocation {
    if (offset < this.offset) {
      this.offset = 0;
      this.line = 1;
      this.column = 1;
    }
    const end = Math.min(offset, this.text.length);
    for (; this.offset < end; this.offset++) {
      const c = this.text.charCodeAt(this.offset);
      if (c === 0x0a) {
        this.line++;
        this.column = 1;
      } else if (c < 0xdc00 || c > 0xdfff) {
        this.column++;
      }
    }
    return { line: this.line, column: this.column };
  }
}
