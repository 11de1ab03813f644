// The SOM compiler's text helpers: what a node's attributes are (with live form state), whether a
// node is stripped or hidden, its visible text, and upstream's normalisation and truncation.
import { children, isElement, TEXT_NODE, type DomElement, type DomNode } from './dom.js';
import type { VisibilityRules } from './visibility.js';
import { truncateUtf8 } from '../../contract/text.js';
import { trimSpace, WHITE_SPACE } from '../../contract/element-id.js';

/** normalize_text cuts longer text at a sentence or word boundary. */
const MAX_NORMALIZED_CHARS = 200;

/** An element's attributes in document order, as name/value pairs. */
export type Attrs = Array<[string, string]>;

// White space as upstream's compiler splits and trims text: the contract's class (element-id.ts).
export const WHITE_SPACE_RUN = new RegExp(`[${WHITE_SPACE}]+`);
const LAST_WHITE_SPACE = new RegExp(`[${WHITE_SPACE}](?=[^${WHITE_SPACE}]*$)`);

export { trimSpace };

/** `text`'s words joined by single spaces, as upstream collapses white space. */
export const collapseSpace = (text: string): string => text.split(WHITE_SPACE_RUN).filter((part) => part !== '').join(' ');

/** ASCII-only lower case, as upstream compares type and state keywords. */
export const asciiLower = (text: string): string => text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());

export function normalizeText(text: string): string {
  const collapsed = collapseSpace(text);
  return [...collapsed].length > MAX_NORMALIZED_CHARS ? smartTruncate(collapsed, MAX_NORMALIZED_CHARS) : collapsed;
}

function smartTruncate(text: string, maxChars: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxChars) return text;
  // Work on a char-boundary prefix of at most maxChars bytes, as upstream does.
  const window = truncateUtf8(text, maxChars);
  const sentence = Math.max(window.lastIndexOf('.'), window.lastIndexOf('!'), window.lastIndexOf('?'));
  if (sentence !== -1 && Buffer.byteLength(window.slice(0, sentence)) >= Math.floor((maxChars * 2) / 5)) return window.slice(0, sentence + 1);
  const space = window.search(LAST_WHITE_SPACE);
  if (space !== -1) return `${window.slice(0, space)}...`;
  return `${window.slice(0, Math.max(1, window.length - 3))}...`;
}

export function truncateText(text: string, maxChars: number): string {
  const collapsed = collapseSpace(text);
  const chars = [...collapsed];
  return chars.length > maxChars ? `${chars.slice(0, Math.max(0, maxChars - 3)).join('')}...` : collapsed;
}

/** An element's attributes in document order, as name/value pairs, as the markup has them. */
export function attrPairs(node: DomNode): Attrs {
  if (!isElement(node)) return [];
  return Array.from(node.attributes, (attr) => [attr.name, attr.value] as [string, string]);
}

/** Inline declarations (white space removed, lower case) that hide an element, as upstream reads them. */
const INLINE_HIDING = [
  (d: string) => d.includes('display:none'),
  (d: string) => d.includes('visibility:hidden'),
  (d: string) => d.includes('opacity:0'),
  (d: string) => d.includes('font-size:0'),
  (d: string) => d.includes('clip:rect(0') && d.includes('position:absolute'),
  (d: string) => d.includes('height:0') && d.includes('overflow:hidden'),
  (d: string) => d.includes('width:0') && d.includes('overflow:hidden'),
  (d: string) => d.includes('max-height:0') && d.includes('overflow:hidden'),
];

export const attr = (attrs: Attrs, name: string): string | undefined => attrs.find(([n]) => n === name)?.[1];
export const hasAttr = (attrs: Attrs, name: string): boolean => attrs.some(([n]) => n === name);

export function shouldStrip(node: DomNode): boolean {
  if (node.nodeType === 8) return true;
  if (!isElement(node)) return false;
  const tag = node.localName;
  if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'meta' || tag === 'link') return true;
  const attrs = Array.from(node.attributes, (a) => [a.name, a.value] as [string, string]);
  if (tag === 'template') return !isShadowTemplate(node);
  if (tag === 'svg') {
    const named = hasAttr(attrs, 'aria-label') || hasAttr(attrs, 'title');
    return !(attr(attrs, 'role') === 'img' && named);
  }
  if (hasAttr(attrs, 'hidden')) return true;
  if (asciiLower(attr(attrs, 'aria-hidden') ?? '') === 'true') return true;
  const style = attr(attrs, 'style');
  if (style !== undefined && INLINE_HIDING.some((hides) => hides(collapseSpace(style).replace(/ /g, '').toLowerCase()))) return true;
  const cls = (attr(attrs, 'class') ?? '').toLowerCase();
  const id = (attr(attrs, 'id') ?? '').toLowerCase();
  const ariaLabel = (attr(attrs, 'aria-label') ?? '').toLowerCase();
  const role = (attr(attrs, 'role') ?? '').toLowerCase();
  const consent = ['cookie', 'consent', 'gdpr', 'onetrust', 'cookiebanner', 'cookie-banner', 'cookie_banner', 'cc-window', 'cc-banner', 'privacy-banner', 'privacy_banner'];
  if (consent.some((pattern) => cls.includes(pattern) || id.includes(pattern))) return true;
  if (ariaLabel.includes('cookie') || ariaLabel.includes('consent')) return true;
  if ((role === 'dialog' || role === 'alertdialog') && (tag === 'div' || tag === 'aside' || tag === 'section')) {
    if (['modal', 'overlay', 'popup'].some((p) => cls.includes(p)) || id.includes('modal') || id.includes('overlay')) return true;
  }
  if (['cybotcookiebotdialog', 'onetrust-banner-sdk', 'cookie-law-info-bar', 'cookieconsent', 'sp_message_container'].includes(id)) return true;
  if (tag === 'img' && (attr(attrs, 'alt') === '' || attr(attrs, 'role') === 'presentation')) return true;
  return false;
}

export function isShadowTemplate(node: DomElement): boolean {
  return node.localName === 'template' && Array.from(node.attributes).some((a) => a.name === 'shadowrootmode' || a.name === 'shadowroot');
}

export function cssHidden(node: DomNode, css: VisibilityRules): boolean {
  if (!isElement(node)) return false;
  const attrs = Array.from(node.attributes);
  const find = (name: string): string => attrs.find((a) => a.name === name)?.value ?? '';
  return css.isHidden(node.localName, find('class'), find('id'));
}

export function visibleText(node: DomNode, css: VisibilityRules): string {
  let out = '';
  const visit = (current: DomNode): void => {
    if (shouldStrip(current) || cssHidden(current, css)) return;
    if (current.nodeType === TEXT_NODE) {
      out += current.nodeValue ?? '';
    } else {
      for (const child of children(current)) visit(child);
    }
  };
  visit(node);
  return out;
}

/** The normalized visible text of the first visible `<tag>` child with any (a legend, caption, summary). */
export function firstChildText(node: DomElement, tag: string, css: VisibilityRules): string | undefined {
  for (const child of children(node)) {
    if (shouldStrip(child) || cssHidden(child, css)) continue;
    if (isElement(child) && child.localName === tag) {
      const text = normalizeText(visibleText(child, css));
      if (text !== '') return text;
    }
  }
  return undefined;
}

export function findTitle(document: DomNode): string {
  const rawText = (node: DomNode): string => {
    if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
    if (isElement(node)) {
      if (['script', 'style', 'noscript'].includes(node.localName)) return '';
      if (node.localName === 'br') return '\n';
    }
    return children(node).map(rawText).join('');
  };
  const visit = (node: DomNode): string => {
    if (isElement(node) && node.localName === 'title') return rawText(node);
    for (const child of children(node)) {
      const title = visit(child);
      if (title !== '') return title;
    }
    return '';
  };
  return visit(document);
}
