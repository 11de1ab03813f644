// The slice of the DOM the SOM compiler reads. jsdom nodes satisfy it; keeping it structural keeps
// the compiler free of a jsdom import (jsdom is loaded lazily, only when a page is opened).

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

export interface DomNode {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<DomNode>;
}

export interface DomAttr {
  readonly name: string;
  readonly value: string;
}

export interface DomElement extends DomNode {
  readonly localName: string;
  readonly attributes: ArrayLike<DomAttr>;
  /** Template contents (a DocumentFragment) on <template>. */
  readonly content?: DomNode;
  // Live form state, read so the SOM shows what the user typed, checked and selected.
  readonly value?: string;
  readonly checked?: boolean;
  readonly selected?: boolean;
}

export interface DomDocument extends DomNode {
  readonly body: DomElement | null;
}

export function isElement(node: DomNode): node is DomElement {
  return node.nodeType === ELEMENT_NODE;
}

export function children(node: DomNode): DomNode[] {
  return Array.from(node.childNodes);
}
