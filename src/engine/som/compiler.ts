// SOM compiler (engine.md §9): walks a parsed document from <body> and produces regions and
// elements with upstream's roles, labels, attrs, budgets and element ids. It records which DOM node
// each element id came from, so the action tools act on exactly that live node.
import { children, isElement, TEXT_NODE, type DomDocument, type DomElement, type DomNode } from './dom.js';
import { ElementIdTracker, elementId, regionId, somOrigin } from './element-id.js';
import { VisibilityRules } from './visibility.js';
import { defaultActions, isInteractive, type ElementRole, type RegionRole, type Som, type SomElement, type SomRegion } from './types.js';

// Content budgets (upstream's ContentConfig defaults).
const FIRST_PARAGRAPH_MAX_CHARS = 200;
const LATER_PARAGRAPH_MAX_CHARS = 80;
const MAX_PARAGRAPHS_PER_REGION = 10;
const MAX_LIST_ITEMS = 5;
const MAX_LINKS_PER_REGION = 200;
const MAX_NAVIGATION_LINKS = 80;
const MAX_ELEMENTS_PER_REGION = 400;
const MAX_TABLE_CELL_CHARS = 80;
const MAX_TABLE_COLUMNS = 12;
const MAX_TABLE_ROWS = 30;
/** normalize_text cuts longer text at a sentence or word boundary. */
const MAX_NORMALIZED_CHARS = 200;
const IFRAME_SRCDOC_PREVIEW_CHARS = 200;
/** How deep the "contains a form / main / article" probes look. */
const FORM_PROBE_DEPTH = 8;
const LANDMARK_PROBE_DEPTH = 6;

type Attrs = Array<[string, string]>;

export interface CompiledSom {
  som: Som;
  /** Element id → the DOM element it was compiled from (text-node paragraphs are not mapped). */
  nodes: Map<string, DomElement>;
}

interface LabelIndex {
  byId: Map<string, string>;
  byFor: Map<string, string>;
}

interface Context {
  origin: string;
  ids: ElementIdTracker;
  regionCounts: Map<string, number>;
  css: VisibilityRules;
  labels: LabelIndex;
  inMain: boolean;
  paragraphCount: number;
  nodes: Map<string, DomElement>;
}

export function compileDocument(document: DomDocument, pageUrl: string): CompiledSom {
  const css = VisibilityRules.fromDocument(document);
  const body = document.body;
  const ctx: Context = {
    origin: somOrigin(pageUrl),
    ids: new ElementIdTracker(),
    regionCounts: new Map(),
    css,
    labels: body ? buildLabelIndex(body, css) : { byId: new Map(), byFor: new Map() },
    inMain: false,
    paragraphCount: 0,
    nodes: new Map(),
  };
  const regions = body ? extractRegions(body, ctx) : [];
  return { som: { title: findTitle(document), url: pageUrl, regions }, nodes: ctx.nodes };
}

// ---------------------------------------------------------------- text helpers

export function normalizeText(text: string): string {
  const collapsed = text.split(/\s+/).filter((part) => part !== '').join(' ');
  return [...collapsed].length > MAX_NORMALIZED_CHARS ? smartTruncate(collapsed, MAX_NORMALIZED_CHARS) : collapsed;
}

function smartTruncate(text: string, maxChars: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxChars) return text;
  // Work on a char-boundary prefix of at most maxChars bytes, as upstream does.
  let end = maxChars;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  const window = bytes.subarray(0, end).toString('utf8');
  const sentence = Math.max(window.lastIndexOf('.'), window.lastIndexOf('!'), window.lastIndexOf('?'));
  if (sentence !== -1 && Buffer.byteLength(window.slice(0, sentence)) >= Math.floor((maxChars * 2) / 5)) return window.slice(0, sentence + 1);
  const space = window.search(/\s(?=\S*$)/);
  if (space !== -1) return `${window.slice(0, space)}...`;
  return `${window.slice(0, Math.max(1, window.length - 3))}...`;
}

function truncateText(text: string, maxChars: number): string {
  const collapsed = text.split(/\s+/).filter((part) => part !== '').join(' ');
  const chars = [...collapsed];
  return chars.length > maxChars ? `${chars.slice(0, Math.max(0, maxChars - 3)).join('')}...` : collapsed;
}

function attrPairs(node: DomNode): Attrs {
  if (!isElement(node)) return [];
  const pairs: Attrs = Array.from(node.attributes, (attr) => [attr.name, attr.value] as [string, string]);
  return withLiveState(node, pairs);
}

/** Overlay live form state on the attributes, so the SOM shows typed values and current checks/selections. */
function withLiveState(el: DomElement, pairs: Attrs): Attrs {
  const set = (name: string, value: string | undefined): void => {
    const index = pairs.findIndex(([n]) => n === name);
    if (value === undefined) {
      if (index !== -1) pairs.splice(index, 1);
    } else if (index !== -1) {
      pairs[index] = [name, value];
    } else {
      pairs.push([name, value]);
    }
  };
  const has = (name: string): boolean => pairs.some(([n]) => n === name);
  if (el.localName === 'input') {
    const type = (pairs.find(([n]) => n === 'type')?.[1] ?? 'text').toLowerCase();
    if (type === 'checkbox' || type === 'radio') {
      if (typeof el.checked === 'boolean') set('checked', el.checked ? '' : undefined);
    } else if (type !== 'file' && typeof el.value === 'string' && (has('value') || el.value !== '')) {
      set('value', el.value);
    }
  } else if (el.localName === 'option' && typeof el.selected === 'boolean') {
    set('selected', el.selected ? '' : undefined);
  }
  return pairs;
}

const attr = (attrs: Attrs, name: string): string | undefined => attrs.find(([n]) => n === name)?.[1];
const hasAttr = (attrs: Attrs, name: string): boolean => attrs.some(([n]) => n === name);

function shouldStrip(node: DomNode): boolean {
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
  if (attr(attrs, 'aria-hidden')?.trim().toLowerCase() === 'true') return true;
  const style = attr(attrs, 'style');
  if (style !== undefined) {
    const compact = style.replace(/\s+/g, '').toLowerCase();
    if (compact.includes('display:none') || compact.includes('visibility:hidden') || compact.includes('opacity:0')) return true;
  }
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

function isShadowTemplate(node: DomElement): boolean {
  return node.localName === 'template' && Array.from(node.attributes).some((a) => a.name === 'shadowrootmode' || a.name === 'shadowroot');
}

function cssHidden(node: DomNode, css: VisibilityRules): boolean {
  if (!isElement(node)) return false;
  const attrs = Array.from(node.attributes);
  const find = (name: string): string => attrs.find((a) => a.name === name)?.value ?? '';
  return css.isHidden(node.localName, find('class'), find('id'));
}

function visibleText(node: DomNode, css: VisibilityRules): string {
  let out = '';
  const visit = (current: DomNode): void => {
    if (shouldStrip(current) || cssHidden(current, css)) return;
    if (current.nodeType === TEXT_NODE) {
      out += current.nodeValue ?? '';
    } else if (isElement(current) && current.localName === 'br') {
      out += '\n';
    } else {
      for (const child of children(current)) visit(child);
    }
  };
  visit(node);
  return out;
}

function findTitle(document: DomNode): string {
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

// ---------------------------------------------------------------- labels

const LABELABLE = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);

function buildLabelIndex(root: DomNode, css: VisibilityRules): LabelIndex {
  const index: LabelIndex = { byId: new Map(), byFor: new Map() };
  const visit = (node: DomNode): void => {
    if (shouldStrip(node) || cssHidden(node, css)) return;
    if (isElement(node)) {
      const attrs = attrPairs(node);
      const text = normalizeText(node.localName === 'label' ? labelText(node, css) : visibleText(node, css));
      if (text !== '') {
        const id = attr(attrs, 'id')?.trim();
        if (id) index.byId.set(id, text);
        const target = node.localName === 'label' ? attr(attrs, 'for')?.trim() : undefined;
        if (target) index.byFor.set(target, text);
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(root);
  return index;
}

/** A label's own text, without the text of the controls it wraps. */
function labelText(label: DomElement, css: VisibilityRules): string {
  const parts: string[] = [];
  const visit = (node: DomNode): void => {
    if (shouldStrip(node) || cssHidden(node, css)) return;
    if (isElement(node)) {
      if (LABELABLE.has(node.localName)) return;
      for (const child of children(node)) visit(child);
    } else if (node.nodeType === TEXT_NODE && (node.nodeValue ?? '').trim() !== '') {
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
function resolveLabel(tag: string, attrs: Attrs, text: string | undefined, labels: LabelIndex): string | undefined {
  const labelledBy = attr(attrs, 'aria-labelledby');
  if (labelledBy !== undefined) {
    const joined = labelledBy
      .split(/\s+/)
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

function regionLabel(attrs: Attrs, labels: LabelIndex): string | undefined {
  const labelledBy = attr(attrs, 'aria-labelledby');
  if (labelledBy !== undefined) {
    const joined = normalizeText(
      labelledBy
        .split(/\s+/)
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

// ---------------------------------------------------------------- roles

const ARIA_ROLES: Record<string, ElementRole> = {
  button: 'button',
  link: 'link',
  checkbox: 'checkbox',
  switch: 'checkbox',
  menuitemcheckbox: 'checkbox',
  radio: 'radio',
  menuitemradio: 'radio',
  textbox: 'text_input',
  searchbox: 'text_input',
  slider: 'text_input',
  spinbutton: 'text_input',
  combobox: 'select',
  listbox: 'select',
  menuitem: 'button',
  tab: 'button',
  option: 'button',
  img: 'image',
  group: 'group',
  radiogroup: 'group',
};

export function tagToRole(tag: string, attrs: Attrs): ElementRole | undefined {
  const ariaRole = attr(attrs, 'role');
  if (ariaRole !== undefined) {
    for (const token of ariaRole.split(/\s+/)) {
      const mapped = ARIA_ROLES[token.toLowerCase()];
      if (mapped) return mapped;
    }
  }
  switch (tag) {
    case 'a':
      return hasAttr(attrs, 'href') ? 'link' : undefined;
    case 'button':
      return 'button';
    case 'input': {
      const type = inputType(attrs);
      if (['submit', 'button', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'hidden') return undefined;
      return 'text_input';
    }
    case 'textarea':
      return 'textarea';
    case 'select':
      return 'select';
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return 'heading';
    case 'img':
    case 'picture':
      return 'image';
    case 'ul':
    case 'ol':
      return 'list';
    case 'table':
      return 'table';
    case 'p':
      return 'paragraph';
    case 'section':
    case 'article':
      return 'section';
    case 'fieldset':
      return 'group';
    case 'hr':
      return 'separator';
    case 'details':
      return 'details';
    case 'iframe':
      return 'iframe';
    default:
      return undefined;
  }
}

function landmarkRole(tag: string, attrs: Attrs): string | undefined {
  const role = attr(attrs, 'role');
  if (role !== undefined) {
    const aria: Record<string, string> = {
      navigation: 'navigation',
      main: 'main',
      complementary: 'aside',
      banner: 'header',
      contentinfo: 'footer',
      dialog: 'dialog',
      alertdialog: 'dialog',
      search: 'search',
    };
    // ARIA role values are token lists: the first token this compiler knows decides, as for elements.
    for (const token of role.trim().toLowerCase().split(/\s+/)) if (aria[token] !== undefined) return aria[token];
    return undefined;
  }
  const html: Record<string, string> = { nav: 'navigation', main: 'main', aside: 'aside', header: 'header', footer: 'footer', dialog: 'dialog' };
  return html[tag];
}

function classIdRegionHint(attrs: Attrs): string | undefined {
  for (const raw of [attr(attrs, 'class'), attr(attrs, 'id')]) {
    if (raw === undefined) continue;
    const v = raw.toLowerCase();
    if (v.includes('nav') || v.includes('menu')) return 'navigation';
    if (['main-content', 'maincontent', 'primary-content', 'article-body'].some((p) => v.includes(p)) || v.includes('main')) return 'main';
    if (['sidebar', 'side-bar', 'aside', 'rail'].some((p) => v.includes(p))) return 'aside';
    if (['footer', 'copyright'].some((p) => v.includes(p))) return 'footer';
    if (['header', 'masthead'].some((p) => v.includes(p))) return 'header';
    if (v.includes('search')) return 'search';
  }
  return undefined;
}

function regionRoleOf(roleStr: string): RegionRole {
  switch (roleStr) {
    case 'navigation':
    case 'search':
      return 'navigation';
    case 'main':
    case 'aside':
    case 'header':
    case 'footer':
    case 'dialog':
      return roleStr;
    default:
      return 'content';
  }
}

// ---------------------------------------------------------------- structure probes

function countLinks(node: DomNode): number {
  let count = isElement(node) && node.localName === 'a' && Array.from(node.attributes).some((a) => a.name === 'href') ? 1 : 0;
  for (const child of children(node)) count += countLinks(child);
  return count;
}

function containsDescendantTag(node: DomNode, tags: string[], maxDepth: number): boolean {
  const visit = (current: DomNode, depth: number): boolean => {
    if (depth > maxDepth) return false;
    if (isElement(current) && tags.includes(current.localName)) return true;
    return children(current).some((child) => visit(child, depth + 1));
  };
  return visit(node, 0);
}

function allText(node: DomNode): string {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
  if (isElement(node) && (node.localName === 'script' || node.localName === 'style')) return '';
  return children(node).map(allText).join('');
}

function looksLikeFooter(node: DomNode): boolean {
  const text = allText(node).toLowerCase();
  return ['copyright', '©', 'privacy', 'terms of', 'all rights reserved'].some((p) => text.includes(p));
}

function looksLikeNavigation(linkCount: number, directChildren: number): boolean {
  return directChildren > 0 && linkCount >= 3 && linkCount / directChildren > 0.5;
}

function isCollapsibleWrapper(tag: string, node: DomElement): boolean {
  if (tag !== 'div' && tag !== 'span') return false;
  if (Array.from(node.attributes).some((a) => a.name === 'role' || a.name === 'contenteditable' || a.name === 'tabindex')) return false;
  const elementChildren = children(node).filter(isElement).length;
  return elementChildren <= 1;
}

function isLayoutTable(node: DomElement): boolean {
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
      else if (tag === 'div' && countLinks(current) >= 2) layoutChildren = true;
      if (tag === 'table' && depth > 0) return;
    }
    for (const child of children(current)) visit(child, depth + 1);
  };
  visit(node, 0);
  if (hasTh || hasCaption) return false;
  if (nested > 0 || layoutChildren) return true;
  if (Array.from(node.attributes).some((a) => ['cellpadding', 'cellspacing', 'border', 'width', 'bgcolor'].includes(a.name))) return true;
  if (countLinks(node) >= 20) return true;
  return cells <= 2;
}

const isDisabledFieldset = (node: DomNode): boolean => isElement(node) && node.localName === 'fieldset' && hasAttr(attrPairs(node), 'disabled');

// ---------------------------------------------------------------- regions

function nextRegionId(ctx: Context, roleStr: string): string {
  const count = ctx.regionCounts.get(roleStr) ?? 0;
  ctx.regionCounts.set(roleStr, count + 1);
  return regionId(roleStr, count);
}

function extractRegions(body: DomElement, ctx: Context): SomRegion[] {
  const regions: SomRegion[] = [];
  const unassigned: SomElement[] = [];
  collectRegions(body, '0', ctx, regions, unassigned, false);
  if (unassigned.length > 0) {
    regions.push({ id: nextRegionId(ctx, 'content'), role: 'content', elements: summarize(unassigned, false) });
  }
  return regions.filter((region) => region.elements.length > 0);
}

function childPath(path: string, index: number): string {
  return `${path}/${index}`;
}

function collectRegions(node: DomNode, path: string, ctx: Context, regions: SomRegion[], unassigned: SomElement[], inert: boolean): void {
  if (shouldStrip(node) || cssHidden(node, ctx.css)) return;
  if (!isElement(node)) {
    const element = nodeToElement(node, path, ctx, false, false);
    if (element) unassigned.push(element);
    return;
  }
  const tag = node.localName;
  const attrs = attrPairs(node);
  const inertHere = inert || hasAttr(attrs, 'inert');

  const landmark = landmarkRole(tag, attrs) ?? (['div', 'section', 'article', 'ul', 'ol'].includes(tag) ? classIdRegionHint(attrs) : undefined);
  if (landmark !== undefined) {
    landmarkRegion(node, landmark, path, ctx, regions, attrs, inertHere);
    return;
  }
  const roleForm = (attr(attrs, 'role') ?? '').split(/\s+/).includes('form');
  if (tag === 'form' || (roleForm && !containsDescendantTag(node, ['form'], FORM_PROBE_DEPTH))) {
    formRegion(node, path, ctx, regions, attrs, inertHere);
    return;
  }
  if (tag === 'table' && isLayoutTable(node)) {
    const visitLayout = (current: DomNode, currentPath: string): void => {
      children(current).forEach((child, i) => {
        const p = childPath(currentPath, i);
        if (isElement(child) && ['table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th'].includes(child.localName)) visitLayout(child, p);
        else collectRegions(child, p, ctx, regions, unassigned, inertHere);
      });
    };
    visitLayout(node, path);
    return;
  }
  if (isCollapsibleWrapper(tag, node)) {
    children(node).forEach((child, i) => collectRegions(child, childPath(path, i), ctx, regions, unassigned, inertHere));
    return;
  }
  const noLandmarkInside = (): boolean => !containsDescendantTag(node, ['main', 'article'], LANDMARK_PROBE_DEPTH);
  if (['div', 'ul', 'ol'].includes(tag) && looksLikeNavigation(countLinks(node), node.childNodes.length) && noLandmarkInside()) {
    simpleRegion(node, 'navigation', path, ctx, regions, inertHere);
    return;
  }
  if ((tag === 'div' || tag === 'section') && looksLikeFooter(node) && noLandmarkInside()) {
    simpleRegion(node, 'footer', path, ctx, regions, inertHere);
    return;
  }
  const element = nodeToElement(node, path, ctx, false, inertHere);
  if (element) {
    unassigned.push(element);
    if (!isInteractive(element.role)) unassigned.push(...interactiveDescendants(node, path, ctx, isDisabledFieldset(node), inertHere));
    return;
  }
  children(node).forEach((child, i) => collectRegions(child, childPath(path, i), ctx, regions, unassigned, inertHere));
}

function landmarkRegion(node: DomElement, roleStr: string, path: string, ctx: Context, regions: SomRegion[], attrs: Attrs, inert: boolean): void {
  const role = regionRoleOf(roleStr);
  const id = nextRegionId(ctx, roleStr);
  const label = regionLabel(attrs, ctx.labels);
  const wasMain = ctx.inMain;
  if (role === 'main') {
    ctx.inMain = true;
    ctx.paragraphCount = 0;
  }
  const elements: SomElement[] = [];
  children(node).forEach((child, i) => collectRegions(child, childPath(path, i), ctx, regions, elements, inert));
  ctx.inMain = wasMain;
  if (elements.length > 0) regions.push(withOptional({ id, role, label }, summarize(elements, role === 'navigation')));
}

function formRegion(node: DomElement, path: string, ctx: Context, regions: SomRegion[], attrs: Attrs, inert: boolean): void {
  const id = nextRegionId(ctx, 'form');
  const label = regionLabel(attrs, ctx.labels) ?? attrs.find(([n]) => n === 'name' || n === 'id')?.[1];
  const elements: SomElement[] = [];
  extractElements(node, path, ctx, elements, false, inert);
  if (elements.length === 0) return;
  regions.push(
    withOptional(
      {
        id,
        role: 'form',
        label,
        action: attr(attrs, 'action'),
        method: attr(attrs, 'method')?.toUpperCase(),
        target: attr(attrs, 'target'),
        enctype: attr(attrs, 'enctype'),
        novalidate: hasAttr(attrs, 'novalidate') ? true : undefined,
        accept_charset: attr(attrs, 'accept-charset'),
        autocomplete: attr(attrs, 'autocomplete'),
      },
      summarize(elements, false),
    ),
  );
}

function simpleRegion(node: DomElement, role: 'navigation' | 'footer', path: string, ctx: Context, regions: SomRegion[], inert: boolean): void {
  const id = nextRegionId(ctx, role);
  const elements: SomElement[] = [];
  extractElements(node, path, ctx, elements, false, inert);
  if (elements.length > 0) regions.push({ id, role, elements: summarize(elements, role === 'navigation') });
}

function withOptional(fields: Record<string, unknown>, elements: SomElement[]): SomRegion {
  const region: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) region[key] = value;
  region.elements = elements;
  return region as unknown as SomRegion;
}

function extractElements(node: DomNode, path: string, ctx: Context, out: SomElement[], disabled: boolean, inert: boolean): void {
  if (shouldStrip(node) || cssHidden(node, ctx.css)) return;
  if (isElement(node) && node.localName === 'table' && isLayoutTable(node)) {
    const visitLayout = (current: DomNode, currentPath: string, dis: boolean, ine: boolean): void => {
      const a = attrPairs(current);
      const disHere = dis || isDisabledFieldset(current);
      const ineHere = ine || hasAttr(a, 'inert');
      children(current).forEach((child, i) => {
        if (!isElement(child)) return;
        const p = childPath(currentPath, i);
        if (['table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th'].includes(child.localName)) visitLayout(child, p, disHere, ineHere);
        else extractElements(child, p, ctx, out, disHere, ineHere);
      });
    };
    visitLayout(node, path, disabled, inert);
    return;
  }
  const attrs = attrPairs(node);
  const disabledHere = disabled || isDisabledFieldset(node);
  const inertHere = inert || hasAttr(attrs, 'inert');
  const element = nodeToElement(node, path, ctx, disabled, inertHere);
  if (element) {
    out.push(element);
    if (!isInteractive(element.role)) out.push(...interactiveDescendants(node, path, ctx, disabledHere, inertHere));
    return;
  }
  children(node).forEach((child, i) => extractElements(child, childPath(path, i), ctx, out, disabledHere, inertHere));
}

/** Interactive controls inside a non-interactive element (links in a paragraph, buttons in a section). */
function interactiveDescendants(node: DomNode, path: string, ctx: Context, disabled: boolean, inert: boolean): SomElement[] {
  const out: SomElement[] = [];
  const visit = (current: DomNode, currentPath: string, dis: boolean, ine: boolean): void => {
    if (shouldStrip(current) || cssHidden(current, ctx.css)) return;
    const attrs = attrPairs(current);
    const disHere = dis || isDisabledFieldset(current);
    const ineHere = ine || hasAttr(attrs, 'inert');
    if (isElement(current)) {
      const role = tagToRole(current.localName, attrs);
      if (role !== undefined && isInteractive(role)) {
        out.push(buildElement(current, role, currentPath, ctx, dis, ineHere, false));
        return;
      }
    }
    children(current).forEach((child, i) => visit(child, childPath(currentPath, i), disHere, ineHere));
  };
  children(node).forEach((child, i) => visit(child, childPath(path, i), disabled, inert));
  return out;
}

function nodeToElement(node: DomNode, path: string, ctx: Context, disabled: boolean, inert: boolean): SomElement | undefined {
  if (node.nodeType === TEXT_NODE) {
    const text = normalizeText(node.nodeValue ?? '');
    if (text === '') return undefined;
    return { id: ctx.ids.register(elementId(ctx.origin, 'paragraph', text, path)), role: 'paragraph', text };
  }
  if (!isElement(node)) return undefined;
  if (node.localName === 'table' && isLayoutTable(node)) return undefined;
  const role = tagToRole(node.localName, attrPairs(node));
  if (role === undefined) return undefined;
  return buildElement(node, role, path, ctx, disabled, inert, true);
}

function buildElement(node: DomElement, role: ElementRole, path: string, ctx: Context, disabled: boolean, inert: boolean, summarizeParagraphs: boolean): SomElement {
  const tag = node.localName;
  const attrs = attrPairs(node);
  const content = visibleText(node, ctx.css);
  let text: string | undefined;
  if (content !== '') {
    if (summarizeParagraphs && role === 'paragraph' && ctx.inMain) {
      const maxChars = ctx.paragraphCount === 0 ? FIRST_PARAGRAPH_MAX_CHARS : LATER_PARAGRAPH_MAX_CHARS;
      ctx.paragraphCount += 1;
      text = truncateText(content, maxChars);
    } else {
      text = normalizeText(content);
    }
  }
  if (role === 'table' || role === 'list' || role === 'group') text = undefined;
  const label = resolveLabel(tag, attrs, text, ctx.labels) ?? (tag === 'fieldset' ? firstChildText(node, 'legend', ctx.css) : undefined);
  const id = ctx.ids.register(elementId(ctx.origin, role, label ?? text ?? '', path));
  ctx.nodes.set(id, node);
  const element: SomElement = { id, role };
  const htmlId = attr(attrs, 'id')?.trim();
  if (htmlId) element.html_id = htmlId;
  if (text !== undefined) element.text = text;
  if (label !== undefined) element.label = label;
  const isFileInput = tag === 'input' && (attr(attrs, 'type') ?? '').toLowerCase() === 'file';
  const actions = isFileInput ? [] : defaultActions(role);
  if (actions.length > 0) element.actions = actions;
  const elementAttrs = buildAttrs(tag, attrs, node, ctx, disabled, inert);
  if (elementAttrs) element.attrs = elementAttrs;
  const hints = classHints(attrs);
  if (hints) element.hints = hints;
  const shadow = shadowRoot(node, path, ctx, inert);
  if (shadow) element.shadow = shadow;
  return element;
}

function shadowRoot(node: DomElement, path: string, ctx: Context, inert: boolean): SomElement['shadow'] {
  for (const child of children(node)) {
    if (!isElement(child) || !isShadowTemplate(child) || !child.content) continue;
    const mode = Array.from(child.attributes).find((a) => a.name === 'shadowrootmode' || a.name === 'shadowroot')?.value ?? 'open';
    const shadowCtx: Context = { ...ctx, css: VisibilityRules.empty(), labels: buildLabelIndex(child.content, VisibilityRules.empty()), inMain: false, paragraphCount: 0 };
    const elements: SomElement[] = [];
    children(child.content).forEach((grandchild, i) => {
      if (shouldStrip(grandchild)) return;
      const p = `${path}#shadow/${i}`;
      const element = nodeToElement(grandchild, p, shadowCtx, false, inert);
      if (element) elements.push(element);
      else extractElements(grandchild, p, shadowCtx, elements, false, inert);
    });
    if (elements.length > 0) return { mode, elements };
  }
  return undefined;
}

// ---------------------------------------------------------------- budgets

function normalizeHref(href: string): string {
  let value: string;
  try {
    const url = new URL(href);
    url.hash = '';
    value = url.href;
  } catch {
    const hash = href.indexOf('#');
    value = hash === -1 ? href : href.slice(0, hash);
  }
  return value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value;
}

const FORM_CONTROL_ROLES: ReadonlySet<ElementRole> = new Set(['text_input', 'textarea', 'select', 'checkbox', 'radio', 'button']);

function summarize(elements: SomElement[], isNavigation: boolean): SomElement[] {
  const result: SomElement[] = [];
  const seenHrefs = new Set<string>();
  const linkLimit = isNavigation ? MAX_NAVIGATION_LINKS : MAX_LINKS_PER_REGION;
  let keptLinks = 0;
  let keptParagraphs = 0;
  const dropped = { dupes: 0, links: 0, paragraphs: 0, other: 0, chars: 0 };
  const charsOf = (el: SomElement): number => Buffer.byteLength(el.text ?? '');
  for (const el of elements) {
    const protectedRole = FORM_CONTROL_ROLES.has(el.role) || el.role === 'heading';
    if (result.length >= MAX_ELEMENTS_PER_REGION && !protectedRole) {
      dropped.other += 1;
      dropped.chars += charsOf(el);
      continue;
    }
    if (el.role === 'link') {
      const href = el.attrs?.href;
      if (typeof href === 'string') {
        const normalized = normalizeHref(href);
        if (seenHrefs.has(normalized)) {
          dropped.dupes += 1;
          dropped.chars += charsOf(el);
          continue;
        }
        seenHrefs.add(normalized);
      }
      keptLinks += 1;
      if (keptLinks > linkLimit) {
        dropped.links += 1;
        dropped.chars += charsOf(el);
        continue;
      }
    }
    if (el.role === 'paragraph') {
      keptParagraphs += 1;
      if (keptParagraphs > MAX_PARAGRAPHS_PER_REGION) {
        dropped.paragraphs += 1;
        dropped.chars += charsOf(el);
        continue;
      }
    }
    result.push(el);
  }
  const total = dropped.dupes + dropped.links + dropped.paragraphs + dropped.other;
  if (total > 0) {
    const parts: string[] = [];
    if (dropped.dupes > 0) parts.push(`${dropped.dupes} duplicate links`);
    if (dropped.links > 0) parts.push(`${dropped.links} more links`);
    if (dropped.paragraphs > 0) parts.push(`${dropped.paragraphs} more paragraphs`);
    if (dropped.other > 0) parts.push(`${dropped.other} more elements`);
    result.push({ id: `e_summary_${total}`, role: 'paragraph', text: `[${parts.join(', ')} dropped, ~${dropped.chars} chars]` });
  }
  return result;
}

// ---------------------------------------------------------------- attrs

function firstChildText(node: DomElement, tag: string, css: VisibilityRules): string | undefined {
  for (const child of children(node)) {
    if (shouldStrip(child) || cssHidden(child, css)) continue;
    if (isElement(child) && child.localName === tag) {
      const text = normalizeText(visibleText(child, css));
      if (text !== '') return text;
    }
  }
  return undefined;
}

function parseIntOr(value: string): unknown {
  const trimmed = value.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : value;
}

function parseNumberOr(value: string): unknown {
  const trimmed = value.trim();
  if (/^[+-]?\d+$/.test(trimmed)) return Number(trimmed);
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return Number(trimmed);
  return value;
}

function selectOptions(node: DomElement, css: VisibilityRules, multiple: boolean): Array<Record<string, unknown>> {
  const options: Array<Record<string, unknown>> = [];
  const visit = (parent: DomNode, group: string | undefined, groupDisabled: boolean): void => {
    for (const child of children(parent)) {
      if (shouldStrip(child) || cssHidden(child, css) || !isElement(child)) continue;
      const attrs = attrPairs(child);
      if (child.localName === 'option') {
        const childText = normalizeText(visibleText(child, css));
        const labelAttr = attr(attrs, 'label');
        const text = labelAttr !== undefined && normalizeText(labelAttr) !== '' ? normalizeText(labelAttr) : childText;
        const option: Record<string, unknown> = { value: attr(attrs, 'value') ?? childText, text };
        if (group) option.group = group;
        if (hasAttr(attrs, 'selected')) option.selected = true;
        if (groupDisabled || hasAttr(attrs, 'disabled')) option.disabled = true;
        options.push(option);
      } else if (child.localName === 'optgroup') {
        visit(child, attr(attrs, 'label') ?? '', groupDisabled || hasAttr(attrs, 'disabled'));
      }
    }
  };
  visit(node, undefined, false);
  if (!multiple && !options.some((o) => o.selected === true)) {
    const first = options.find((o) => o.disabled !== true);
    if (first) first.selected = true;
  }
  return options;
}

function listItems(node: DomElement, css: VisibilityRules): Array<Record<string, unknown>> {
  const items: Array<Record<string, unknown>> = [];
  let total = 0;
  for (const child of children(node)) {
    if (shouldStrip(child) || cssHidden(child, css) || !isElement(child) || child.localName !== 'li') continue;
    const text = visibleText(child, css);
    if (text.trim() === '') continue;
    total += 1;
    if (items.length < MAX_LIST_ITEMS) items.push({ text: normalizeText(text) });
  }
  if (total > MAX_LIST_ITEMS) items.push({ text: `[${total - MAX_LIST_ITEMS} more items]` });
  return items;
}

function tableData(node: DomElement, css: VisibilityRules): { headers: string[]; rows: string[][] } {
  const headers: string[] = [];
  const rows: string[][] = [];
  const pending: Array<[number, string] | undefined> = [];
  const consumeRowspans = (row: string[], col: { v: number }): void => {
    while (col.v < MAX_TABLE_COLUMNS) {
      const slot = pending[col.v];
      if (!slot || slot[0] === 0) break;
      row.push(slot[1]);
      pending[col.v] = slot[0] > 1 ? [slot[0] - 1, slot[1]] : undefined;
      col.v += 1;
    }
  };
  const visit = (parent: DomNode): void => {
    for (const child of children(parent)) {
      if (shouldStrip(child) || cssHidden(child, css) || !isElement(child)) continue;
      if (child.localName !== 'tr') {
        visit(child);
        continue;
      }
      const row: string[] = [];
      const col = { v: 0 };
      let headerRow = true;
      for (const cell of children(child)) {
        if (shouldStrip(cell) || cssHidden(cell, css) || !isElement(cell)) continue;
        consumeRowspans(row, col);
        if (row.length >= MAX_TABLE_COLUMNS) break;
        const cellText = truncateText(visibleText(cell, css), MAX_TABLE_CELL_CHARS);
        const cellAttrs = attrPairs(cell);
        const colspanRaw = Number.parseInt(attr(cellAttrs, 'colspan') ?? '', 10);
        const colspan = Math.min(Number.isNaN(colspanRaw) || colspanRaw < 0 ? 1 : colspanRaw, MAX_TABLE_COLUMNS - row.length);
        const rowspanRaw = Number.parseInt(attr(cellAttrs, 'rowspan') ?? '', 10);
        const rowspan = rowspanRaw > 1 ? rowspanRaw : 1;
        if (cell.localName !== 'th' && cell.localName !== 'td') continue;
        if (cell.localName === 'td') headerRow = false;
        const start = col.v;
        for (let i = 0; i < colspan; i += 1) {
          if (row.length < MAX_TABLE_COLUMNS) {
            row.push(cellText);
            col.v += 1;
          }
        }
        if (rowspan > 1) for (let c = start; c < col.v; c += 1) pending[c] = [rowspan - 1, cellText];
      }
      consumeRowspans(row, col);
      if (row.length === 0) continue;
      if (headerRow && headers.length === 0) headers.push(...row);
      else if (rows.length < MAX_TABLE_ROWS) rows.push(row);
    }
  };
  visit(node);
  return { headers, rows };
}

const ARIA_STATES: Array<[string, string]> = [
  ['aria-expanded', 'expanded'],
  ['aria-selected', 'selected'],
  ['aria-checked', 'checked'],
  ['aria-readonly', 'readonly'],
  ['aria-disabled', 'disabled'],
  ['aria-current', 'current'],
  ['aria-pressed', 'pressed'],
  ['aria-hidden', 'hidden'],
  ['aria-controls', 'controls'],
  ['aria-haspopup', 'haspopup'],
  ['aria-invalid', 'invalid'],
  ['aria-placeholder', 'placeholder'],
  ['aria-autocomplete', 'autocomplete'],
  ['aria-activedescendant', 'active_descendant'],
  ['aria-errormessage', 'errormessage'],
  ['aria-keyshortcuts', 'keyshortcuts'],
  ['aria-roledescription', 'roledescription'],
  ['aria-busy', 'busy'],
  ['aria-modal', 'modal'],
  ['aria-live', 'live'],
  ['aria-atomic', 'atomic'],
  ['aria-relevant', 'relevant'],
  ['aria-owns', 'owns'],
  ['aria-flowto', 'flowto'],
  ['aria-details', 'details'],
  ['aria-multiline', 'multiline'],
  ['aria-multiselectable', 'multiselectable'],
  ['aria-orientation', 'orientation'],
  ['aria-sort', 'sort'],
  ['aria-level', 'level'],
  ['aria-posinset', 'posinset'],
  ['aria-setsize', 'setsize'],
  ['aria-valuemin', 'valuemin'],
  ['aria-valuemax', 'valuemax'],
  ['aria-valuenow', 'valuenow'],
  ['aria-valuetext', 'valuetext'],
  ['aria-label', 'label'],
  ['aria-labelledby', 'labelledby'],
  ['aria-describedby', 'describedby'],
];

/** The input types HTML defines; anything else is a text input, as browsers treat it. */
const INPUT_TYPES = new Set([
  'button', 'checkbox', 'color', 'date', 'datetime-local', 'email', 'file', 'hidden', 'image', 'month', 'number', 'password',
  'radio', 'range', 'reset', 'search', 'submit', 'tel', 'text', 'time', 'url', 'week',
]);

function inputType(attrs: Attrs): string {
  const type = (attr(attrs, 'type') ?? 'text').toLowerCase();
  return INPUT_TYPES.has(type) ? type : 'text';
}

const PASSTHROUGH_ATTRS = [
  'accept',
  'autocomplete',
  'inputmode',
  'enterkeyhint',
  'autocapitalize',
  'dirname',
  'form',
  'formaction',
  'formmethod',
  'formenctype',
  'formtarget',
  'list',
  'popovertarget',
  'popovertargetaction',
  'popover',
];

function buildAttrs(tag: string, attrs: Attrs, node: DomElement, ctx: Context, disabled: boolean, inert: boolean): Record<string, unknown> | undefined {
  const map: Record<string, unknown> = {};
  const copy = (name: string, key = name): void => {
    const value = attr(attrs, name);
    if (value !== undefined) map[key] = value;
  };
  const flag = (name: string, when = hasAttr(attrs, name)): void => {
    if (when) map[name] = true;
  };
  const isDisabled = disabled || hasAttr(attrs, 'disabled');
  switch (tag) {
    case 'a':
      for (const name of ['href', 'target', 'rel', 'hreflang', 'type', 'referrerpolicy']) copy(name);
      if (hasAttr(attrs, 'download')) map.download = attr(attrs, 'download') === '' ? true : attr(attrs, 'download');
      break;
    case 'input': {
      const type = inputType(attrs);
      map.input_type = type;
      const size = attr(attrs, 'size');
      if (size !== undefined) map.size = parseIntOr(size);
      if (['submit', 'button', 'reset', 'image'].includes(type)) map.button_type = type;
      copy('value');
      if (type === 'image') {
        copy('alt');
        copy('src');
      }
      copy('placeholder');
      flag('required');
      flag('disabled', isDisabled);
      flag('checked', (type === 'checkbox' || type === 'radio') && hasAttr(attrs, 'checked'));
      flag('multiple');
      if (type === 'radio') copy('name', 'group');
      break;
    }
    case 'textarea': {
      const value = normalizeText(typeof node.value === 'string' ? node.value : visibleText(node, ctx.css));
      if (value !== '') map.value = value;
      copy('placeholder');
      flag('required');
      flag('readonly');
      flag('disabled', isDisabled);
      for (const key of ['rows', 'cols']) {
        const value = attr(attrs, key)?.trim();
        if (value) map[key] = parseIntOr(value);
      }
      break;
    }
    case 'button': {
      const type = (attr(attrs, 'type') ?? 'submit').trim().toLowerCase();
      map.button_type = type === 'button' || type === 'reset' ? type : 'submit';
      copy('value');
      flag('disabled', isDisabled);
      break;
    }
    case 'select': {
      const multiple = hasAttr(attrs, 'multiple');
      const options = selectOptions(node, ctx.css, multiple);
      if (options.length > 0) map.options = options;
      if (multiple) map.multiple = true;
      const size = attr(attrs, 'size');
      if (size !== undefined) map.size = parseIntOr(size);
      flag('required');
      const selected = options.filter((o) => o.selected === true).map((o) => String(o.value ?? o.text));
      if (selected[0] !== undefined) map.value = selected[0];
      if (multiple && selected.length > 0) map.selected_values = selected;
      flag('disabled', isDisabled);
      break;
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      map.level = Number(tag.slice(1));
      break;
    case 'img':
    case 'picture':
      copy('alt');
      copy('src');
      break;
    case 'ul':
    case 'ol': {
      map.ordered = tag === 'ol';
      const items = listItems(node, ctx.css);
      if (items.length > 0) map.items = items;
      break;
    }
    case 'table': {
      const caption = firstChildText(node, 'caption', ctx.css);
      if (caption) map.caption = caption;
      const { headers, rows } = tableData(node, ctx.css);
      if (headers.length > 0) map.headers = headers;
      if (rows.length > 0) map.rows = rows;
      break;
    }
    case 'section':
    case 'article':
      copy('aria-label', 'section_label');
      break;
    case 'fieldset': {
      const legend = firstChildText(node, 'legend', ctx.css);
      if (legend) map.legend = legend;
      flag('disabled', isDisabled);
      break;
    }
    case 'details': {
      map.open = hasAttr(attrs, 'open');
      const summary = firstChildText(node, 'summary', ctx.css);
      if (summary) map.summary = summary;
      break;
    }
    case 'iframe': {
      copy('src');
      const srcdoc = attr(attrs, 'srcdoc');
      if (srcdoc !== undefined) {
        map.has_srcdoc = true;
        const preview = [...srcdoc].slice(0, IFRAME_SRCDOC_PREVIEW_CHARS).join('');
        if (preview !== '') map.srcdoc_preview = preview;
      }
      for (const name of ['name', 'sandbox', 'allow', 'width', 'height']) copy(name);
      break;
    }
    default:
      break;
  }
  if (inert || hasAttr(attrs, 'inert')) map.inert = true;
  flag('autofocus');
  const spellcheck = attr(attrs, 'spellcheck');
  if (spellcheck !== undefined) {
    const value = spellcheck.trim().toLowerCase();
    map.spellcheck = value === '' || value === 'true' ? true : value === 'false' ? false : spellcheck;
  }
  const tabindex = attr(attrs, 'tabindex');
  if (tabindex !== undefined) map.tabindex = parseIntOr(tabindex);
  copy('accesskey');
  copy('title');
  copy('role', 'source_role');
  for (const key of ['data-testid', 'data-test', 'data-qa']) {
    const value = attr(attrs, key)?.trim();
    if (value) {
      map.test_id = value;
      break;
    }
  }
  copy('name');
  for (const name of PASSTHROUGH_ATTRS) copy(name);
  flag('formnovalidate');
  for (const key of ['minlength', 'maxlength']) {
    const value = attr(attrs, key);
    if (value !== undefined) map[key] = /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  }
  for (const key of ['min', 'max', 'step']) {
    const value = attr(attrs, key);
    if (value !== undefined) map[key] = parseNumberOr(value);
  }
  copy('pattern');
  const ariaTrue = (name: string): boolean => (attr(attrs, name) ?? '').toLowerCase() === 'true';
  if (hasAttr(attrs, 'readonly') || ariaTrue('aria-readonly')) map.readonly = true;
  if (ariaTrue('aria-required')) map.required = true;
  if (ariaTrue('aria-disabled')) map.disabled = true;
  const aria: Record<string, unknown> = {};
  for (const [htmlName, key] of ARIA_STATES) {
    const value = attr(attrs, htmlName);
    if (value === undefined) continue;
    const trimmed = value.trim();
    aria[key] = trimmed.toLowerCase() === 'true' ? true : trimmed.toLowerCase() === 'false' ? false : trimmed;
  }
  if (Object.keys(aria).length > 0) map.aria = aria;
  return Object.keys(map).length > 0 ? map : undefined;
}

const HINT_RULES: Array<[string, (cls: string) => boolean]> = [
  ['primary', (c) => c.includes('primary') || c.includes('cta')],
  ['secondary', (c) => c.includes('secondary')],
  ['danger', (c) => ['danger', 'destructive', 'delete'].some((p) => c.includes(p))],
  ['warning', (c) => c.includes('warning') || c.includes('caution')],
  ['success', (c) => c.includes('success')],
  ['error', (c) => c.includes('error') || c.includes('invalid')],
  ['disabled', (c) => c.includes('disabled')],
  ['active', (c) => c.includes('active') || c.includes('current')],
  ['selected', (c) => c.includes('selected') || c.includes('checked')],
  ['hidden', (c) => ['hidden', 'sr-only', 'visually-hidden'].some((p) => c.includes(p))],
  ['loading', (c) => ['loading', 'spinner', 'skeleton'].some((p) => c.includes(p))],
  ['collapsed', (c) => c.includes('collapsed') || c.includes('is-closed')],
  ['expanded', (c) => ['expanded', 'is-open', 'show'].some((p) => c.includes(p))],
  ['large', (c) => ['lg', 'large', 'xl'].some((p) => c.includes(p))],
  ['small', (c) => ['sm', 'small', 'xs', 'mini'].some((p) => c.includes(p))],
  ['card', (c) => c.includes('card') && !c.includes('discard')],
  ['hero', (c) => ['hero', 'jumbotron', 'banner'].some((p) => c.includes(p))],
  ['modal', (c) => ['modal', 'dialog', 'popup', 'overlay'].some((p) => c.includes(p))],
  ['notification', (c) => ['toast', 'snackbar', 'notification', 'alert'].some((p) => c.includes(p))],
  ['badge', (c) => ['badge', 'chip', 'tag', 'pill'].some((p) => c.includes(p))],
  ['sticky', (c) => ['sticky', 'fixed', 'pinned'].some((p) => c.includes(p))],
  ['required', (c) => c.includes('required') || c.includes('mandatory')],
];

function classHints(attrs: Attrs): string[] | undefined {
  const cls = attr(attrs, 'class')?.toLowerCase();
  if (cls === undefined) return undefined;
  const hints = [...new Set(HINT_RULES.filter(([, test]) => test(cls)).map(([hint]) => hint))].sort();
  return hints.length > 0 ? hints : undefined;
}
