// SOM compiler (docs/contract/engine.md §9): walks a parsed document from <body> and produces regions and
// elements with upstream's roles, labels, attrs, budgets and element ids. It records which DOM node
// each element id came from, so the action tools act on exactly that live node.
//
// This module decides regions and builds elements; the decisions it reads are in its neighbours:
// text.ts (attributes, stripping, visible text), labels.ts (accessible names), roles.ts (element
// and landmark roles), tags.ts (the per-tag table of roles and attributes), attributes.ts (attrs
// and hints), content.ts (options, list items, table data), structure.ts (subtree probes) and
// budgets.ts (per-region limits).
import { buildAttrs, classHints } from './attributes.js';
import { summarize } from './budgets.js';
import { children, isElement, TEXT_NODE, type DomDocument, type DomElement, type DomNode } from './dom.js';
import { ElementIdTracker, elementId, regionId, somOrigin } from './element-id.js';
import { buildLabelIndex, emptyLabelIndex, regionLabel, resolveLabel, type LabelIndex } from './labels.js';
import { classIdRegionHint, landmarkRole, regionRoleOf, tagToRole } from './roles.js';
import { containsDescendantTag, isCollapsibleWrapper, isDisabledFieldset, isLayoutTable, looksLikeFooter, looksLikeNavigation, SubtreeFacts } from './structure.js';
import { MARKUP_STATE, withControlState, type ControlState } from './control-state.js';
import { attr, attrPairs, cssHidden, findTitle, firstChildText, hasAttr, isShadowTemplate, normalizeText, shouldStrip, trimSpace, truncateText, visibleText, type Attrs } from './text.js';
import { VisibilityRules } from './visibility.js';
import { defaultActions, isInteractive, type ElementRole, type Som, type SomElement, type SomRegion } from './types.js';

// Content budgets (upstream's ContentConfig defaults).
const FIRST_PARAGRAPH_MAX_CHARS = 200;
const LATER_PARAGRAPH_MAX_CHARS = 80;
/** How deep the "contains a main / article" probe looks. */
const LANDMARK_PROBE_DEPTH = 6;

export interface CompiledSom {
  som: Som;
  /** Element id → the DOM element it was compiled from (text-node paragraphs are not mapped). */
  nodes: Map<string, DomElement>;
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
  /** Subtree links and text, remembered for this compile. */
  facts: SubtreeFacts;
  /** Which controls' state the live page changed (the markup's state is read for the rest). */
  state: ControlState;
}

/**
 * `state` says which controls' live state the page model shows; without it, every control shows
 * its markup's (right for a page no action or script has changed).
 */
export function compileDocument(document: DomDocument, pageUrl: string, state: ControlState = MARKUP_STATE): CompiledSom {
  const css = VisibilityRules.fromDocument(document);
  const body = document.body;
  const ctx: Context = {
    origin: somOrigin(pageUrl),
    ids: new ElementIdTracker(),
    regionCounts: new Map(),
    css,
    labels: body ? buildLabelIndex(body, css) : emptyLabelIndex(),
    inMain: false,
    paragraphCount: 0,
    nodes: new Map(),
    facts: new SubtreeFacts(),
    state,
  };
  const regions = body ? extractRegions(body, ctx) : [];
  return { som: { title: findTitle(document), url: pageUrl, regions }, nodes: ctx.nodes };
}

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
  if (tag === 'form') {
    formRegion(node, path, ctx, regions, attrs, inertHere);
    return;
  }
  if (tag === 'table' && isLayoutTable(node, ctx.facts)) {
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
  if (['div', 'ul', 'ol'].includes(tag) && looksLikeNavigation(ctx.facts.links(node), node.childNodes.length) && noLandmarkInside()) {
    simpleRegion(node, 'navigation', path, ctx, regions, inertHere);
    return;
  }
  if ((tag === 'div' || tag === 'section') && looksLikeFooter(node, ctx.facts) && noLandmarkInside()) {
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
  if (isElement(node) && node.localName === 'table' && isLayoutTable(node, ctx.facts)) {
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
  if (node.localName === 'table' && isLayoutTable(node, ctx.facts)) return undefined;
  const role = tagToRole(node.localName, attrPairs(node));
  if (role === undefined) return undefined;
  return buildElement(node, role, path, ctx, disabled, inert, true);
}

function buildElement(node: DomElement, role: ElementRole, path: string, ctx: Context, disabled: boolean, inert: boolean, summarizeParagraphs: boolean): SomElement {
  const tag = node.localName;
  const attrs = withControlState(node, attrPairs(node), ctx.state);
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
  const htmlId = trimSpace(attr(attrs, 'id') ?? '');
  if (htmlId) element.html_id = htmlId;
  if (text !== undefined) element.text = text;
  if (label !== undefined) element.label = label;
  const isFileInput = tag === 'input' && (attr(attrs, 'type') ?? '').toLowerCase() === 'file';
  const actions = isFileInput ? [] : defaultActions(role);
  if (actions.length > 0) element.actions = actions;
  const elementAttrs = buildAttrs(tag, attrs, node, ctx.css, ctx.labels, ctx.state, disabled, inert);
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
