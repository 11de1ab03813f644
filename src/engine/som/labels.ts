// Labels: the document's label index (text by id, <label for> text by target) and upstream's
// accessible-name resolution for elements and regions.
import { children, isElement, TEXT_NODE, type DomElement, type DomNode } from './dom.js';
import { inputType } from './tags.js';
import { attr, attrPairs, cssHidden, normalizeText, shouldStrip, trimSpace, visibleText, WHITE_SPACE_RUN, type Attrs } from './text.js';
import type { VisibilityRules } from './visibility.js';

/** Elements a <label> labels: their own text is not part of the label's. */
const LABELABLE = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);

export interface LabelIndex {
  byId: Map<string, string>;
  byFor: Map<string, string>;
}

export function emptyLabelIndex(): LabelIndex {
  return { byId: new Map(), byFor: new Map() };
}

export function buildLabelIndex(root: DomNode, css: VisibilityRules): LabelIndex {
  const index = emptyLabelIndex();
  const visit = (node: DomNode): void => {
    if (shouldStrip(node) || cssHidden(node, css)) return;
    if (isElement(node)) {
      const attrs = attrPairs(node);
      const id = trimSpace(attr(attrs, 'id') ?? '');
      const target = node.localName === 'label' ? labelTarget(node, attrs) : undefined;
      // Only an element with an id or a label can be named by the index: computing every
      // element's subtree text walked each subtree once per ancestor (nodes × depth).
      if (id || target) {
        const text = normalizeText(node.localName === 'label' ? labelText(node, css) : visibleText(node, css));
        if (text !== '' && id) index.byId.set(id, text);
        if (text !== '' && target) index.byFor.set(target, text);
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(root);
  return index;
}

/**
 * The id a label names: its `for` (trimmed; none when blank), else, without a `for`, the id of
 * the first labelable element inside it that has one. A wrapped control without an id is named
 * by no label, as in upstream's compiler.
 */
function labelTarget(label: DomElement, attrs: Attrs): string | undefined {
  const target = attr(attrs, 'for');
  if (target !== undefined) return trimSpace(target) || undefined;
  const visit = (node: DomNode): string | undefined => {
    for (const child of children(node)) {
      if (!isElement(child)) continue;
      if (LABELABLE.has(child.localName)) {
        const id = trimSpace(attr(attrPairs(child), 'id') ?? '');
        if (id !== '') return id;
      }
      const inner = visit(child);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return visit(label);
}

/** A label's own text, without the text of the controls it wraps. */
function labelText(label: DomElement, css: VisibilityRules): string {
  const parts: string[] = [];
  const visit = (node: DomNode): void => {
    if (shouldStrip(node) || cssHidden(node, css)) return;
    if (isElement(node)) {
      if (LABELABLE.has(node.localName)) return;
      for (const child of children(node)) visit(child);
    } else if (node.nodeType === TEXT_NODE && trimSpace(node.nodeValue ?? '') !== '') {
      parts.push(node.nodeValue ?? '');
    }
  };
  for (const child of children(label)) visit(child);
  return parts.join(' ');
}

/**
 * Accessible name resolution, in upstream's order: aria-labelledby, aria-label, <label for>, title,
 * placeholder, alt of an image input, value of a submit/button/reset input. A candidate equal to the
 * element's own text is skipped (except placeholder).
 */
export function resolveLabel(tag: string, attrs: Attrs, text: string | undefined, labels: LabelIndex): string | undefined {
  const labelledBy = attr(attrs, 'aria-labelledby');
  if (labelledBy !== undefined) {
    const joined = labelledBy
      .split(WHITE_SPACE_RUN)
      .filter((id) => id !== '')
      .map((id) => labels.byId.get(id))
      .filter((value): value is string => value !== undefined)
      .join(' ');
    if (joined !== '') {
      const normalized = normalizeText(joined);
      if (normalized !== text) return normalized;
    }
  }
  const ariaLabel = attr(attrs, 'aria-label');
  if (ariaLabel) {
    const normalized = normalizeText(ariaLabel);
    if (normalized !== text) return normalized;
  }
  const id = attr(attrs, 'id');
  if (id !== undefined) {
    const forLabel = labels.byFor.get(id);
    if (forLabel !== undefined && forLabel !== text) return forLabel;
  }
  const title = attr(attrs, 'title');
  if (title) {
    const normalized = normalizeText(title);
    if (normalized !== text) return normalized;
  }
  const placeholder = attr(attrs, 'placeholder');
  if (placeholder) return normalizeText(placeholder);
  if (tag === 'input') {
    const type = inputType(attrs);
    const source = type === 'image' ? attr(attrs, 'alt') : ['submit', 'button', 'reset'].includes(type) ? attr(attrs, 'value') : undefined;
    if (source !== undefined) {
      const normalized = normalizeText(source);
      if (normalized !== '' && normalized !== text) return normalized;
    }
  }
  return undefined;
}

export function regionLabel(attrs: Attrs, labels: LabelIndex): string | undefined {
  const labelledBy = attr(attrs, 'aria-labelledby');
  if (labelledBy !== undefined) {
    const joined = normalizeText(
      labelledBy
        .split(WHITE_SPACE_RUN)
        .filter((id) => id !== '')
        .map((id) => labels.byId.get(id))
        .filter((value): value is string => value !== undefined)
        .join(' '),
    );
    if (joined !== '') return joined;
  }
  for (const name of ['aria-label', 'title', 'placeholder']) {
    const value = attr(attrs, name);
    if (value) return normalizeText(value);
  }
  return undefined;
}
