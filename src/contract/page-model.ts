// The page model's shape as the runner and the reference engine share it (the SOM of an
// open_page / navigate_to payload: regions, each with elements, each element with optional
// `children` and `shadow.elements`), and the one walk over it both sides use: the engine over its
// own SOM (src/engine/som/types.ts walkElements), the runner over a child's payload
// (src/workflow/inspect.ts pageRows, src/workflow/test-run.ts findElement).
//
// The walk takes `unknown`: a child's payload is untrusted, so every level is checked, anything
// that is not an object is skipped, and the walk is iterative (no recursion a deep model could
// exhaust) and stops after `maxVisited` nodes.

import { isRecord } from './text.js';

/**
 * The runner's bound on one walk over a child's page model: regions and elements visited, objects
 * or not. A real page has a few thousand; a hostile model must cost the same as any other.
 */
export const MAX_ELEMENTS_VISITED = 100_000;

/** One step of the walk, in document order. */
export type PageModelStep =
  /** A region (an object), before its elements; `elements` is [] when it has none or they are not a list. */
  | { kind: 'region'; region: Record<string, unknown>; elements: readonly unknown[] }
  /** An element (an object) of `region`; depth 0 directly in the region, +1 per children/shadow level. */
  | { kind: 'element'; element: Record<string, unknown>; depth: number; region: Record<string, unknown> }
  /** The walk stopped at `maxVisited` with nodes left; always the last step when present. */
  | { kind: 'truncated' };

interface Pending {
  node: unknown;
  depth: number;
}

/**
 * Every region and element of `model`, depth-first: each element before its `children`, its
 * children before its `shadow.elements` (the order the engine registers and finds them in).
 * Unbounded unless `maxVisited` is given.
 */
export function* walkPageModel(model: unknown, maxVisited = Number.POSITIVE_INFINITY): Generator<PageModelStep, void, undefined> {
  if (!isRecord(model) || !Array.isArray(model.regions)) return;
  let visited = 0;
  const stack: Pending[] = [];
  const pushReversed = (items: readonly unknown[], depth: number): void => {
    for (let i = items.length - 1; i >= 0; i--) stack.push({ node: items[i], depth });
  };
  for (const region of model.regions as readonly unknown[]) {
    if (visited >= maxVisited) {
      yield { kind: 'truncated' };
      return;
    }
    visited++;
    if (!isRecord(region)) continue;
    const elements: readonly unknown[] = Array.isArray(region.elements) ? region.elements : [];
    yield { kind: 'region', region, elements };
    pushReversed(elements, 0);
    while (stack.length > 0) {
      if (visited >= maxVisited) {
        yield { kind: 'truncated' };
        return;
      }
      visited++;
      const { node, depth } = stack.pop()!;
      if (!isRecord(node)) continue;
      yield { kind: 'element', element: node, depth, region };
      // Pushed so that children come out before shadow elements.
      if (isRecord(node.shadow) && Array.isArray(node.shadow.elements)) pushReversed(node.shadow.elements, depth + 1);
      if (Array.isArray(node.children)) pushReversed(node.children, depth + 1);
    }
  }
}
