// Structure probes: what a subtree looks like (links, landmarks inside, footer text, a layout
// table, a wrapper to see through), read by the compiler to decide regions.
import { children, isElement, TEXT_NODE, type DomElement, type DomNode } from './dom.js';
import { attrPairs, hasAttr } from './text.js';

/**
 * What the compiler asks of a node's whole subtree (its links, its text), remembered for one
 * compile. The compiler asks it at every div on the way down, so unremembered a document nested
 * d deep walked each node d times (`npm run bench -- som`: deep vs flat). One instance per
 * compile: a page's DOM changes between compiles.
 */
export class SubtreeFacts {
  private readonly linkCounts = new Map<DomNode, number>();
  private readonly texts = new Map<DomNode, string>();

  /** `<a href>` elements in the subtree, the node included. */
  links(node: DomNode): number {
    let count = this.linkCounts.get(node);
    if (count === undefined) {
      count = isElement(node) && node.localName === 'a' && Array.from(node.attributes).some((a) => a.name === 'href') ? 1 : 0;
      for (const child of children(node)) count += this.links(child);
      this.linkCounts.set(node, count);
    }
    return count;
  }

  /** The subtree's text, scripts and styles left out (hidden text included: the footer probe reads it all). */
  text(node: DomNode): string {
    let text = this.texts.get(node);
    if (text === undefined) {
      if (node.nodeType === TEXT_NODE) text = node.nodeValue ?? '';
      else if (isElement(node) && (node.localName === 'script' || node.localName === 'style')) text = '';
      else text = children(node).map((child) => this.text(child)).join('');
      this.texts.set(node, text);
    }
    return text;
  }
}

export function containsDescendantTag(node: DomNode, tags: string[], maxDepth: number): boolean {
  const visit = (current: DomNode, depth: number): boolean => {
    if (depth > maxDepth) return false;
    if (isElement(current) && tags.includes(current.localName)) return true;
    return children(current).some((child) => visit(child, depth + 1));
  };
  return visit(node, 0);
}

export function looksLikeFooter(node: DomNode, facts: SubtreeFacts): boolean {
  const text = facts.text(node).toLowerCase();
  return ['copyright', '©', 'privacy', 'terms of', 'all rights reserved'].some((p) => text.includes(p));
}

export function looksLikeNavigation(linkCount: number, directChildren: number): boolean {
  return directChildren > 0 && linkCount >= 3 && linkCount / directChildren > 0.5;
}

export function isCollapsibleWrapper(tag: string, node: DomElement): boolean {
  if (tag !== 'div' && tag !== 'span') return false;
  if (Array.from(node.attributes).some((a) => a.name === 'role' || a.name === 'contenteditable' || a.name === 'tabindex')) return false;
  const elementChildren = children(node).filter(isElement).length;
  return elementChildren <= 1;
}

export function isLayoutTable(node: DomElement, facts: SubtreeFacts): boolean {
  let hasTh = false;
  let hasCaption = false;
  let layoutChildren = false;
  let nested = 0;
  let cells = 0;
  const visit = (current: DomNode, depth: number): void => {
    if (isElement(current)) {
      const tag = current.localName;
      if (tag === 'th') hasTh = true;
      else if (tag === 'caption') hasCaption = true;
      else if (tag === 'td') cells += 1;
      else if (tag === 'table' && depth > 0) nested += 1;
      else if (['nav', 'form', 'header', 'footer', 'aside', 'main', 'article', 'section'].includes(tag)) layoutChildren = true;
      else if (tag === 'div' && facts.links(current) >= 2) layoutChildren = true;
      if (tag === 'table' && depth > 0) return;
    }
    for (const child of children(current)) visit(child, depth + 1);
  };
  visit(node, 0);
  if (hasTh || hasCaption) return false;
  if (nested > 0 || layoutChildren) return true;
  if (Array.from(node.attributes).some((a) => ['cellpadding', 'cellspacing', 'border', 'width', 'bgcolor'].includes(a.name))) return true;
  if (facts.links(node) >= 20) return true;
  return cells <= 2;
}

export const isDisabledFieldset = (node: DomNode): boolean => isElement(node) && node.localName === 'fieldset' && hasAttr(attrPairs(node), 'disabled');
