// The `selector` filter of fetch_page, extract_text, extract_links and inspect_page, with
// upstream's grammar: a region role, an element role (with ARIA and tag aliases), h1..h6,
// `interactive`, an action surface, or `#id`. An unrecognised selector, or one that matches
// nothing, returns the whole SOM, so a caller always gets usable output.
import type { ElementRole, RegionRole, SomElement, SomRegion } from '../som/types.js';
import { isInteractive } from '../som/types.js';
import { cloneSom, refreshMeta, type SomDocument } from './som-document.js';

const REGION_ALIASES: Record<string, RegionRole> = {
  main: 'main',
  nav: 'navigation',
  navigation: 'navigation',
  aside: 'aside',
  header: 'header',
  footer: 'footer',
  form: 'form',
  dialog: 'dialog',
  content: 'content',
  article: 'content',
};

const ELEMENT_ALIASES: Record<string, ElementRole> = {
  link: 'link', a: 'link',
  button: 'button', menuitem: 'button', option: 'button', tab: 'button',
  text_input: 'text_input', textbox: 'text_input', searchbox: 'text_input', input: 'text_input',
  textarea: 'textarea',
  select: 'select', combobox: 'select', listbox: 'select',
  checkbox: 'checkbox', switch: 'checkbox', menuitemcheckbox: 'checkbox',
  radio: 'radio', menuitemradio: 'radio',
  heading: 'heading',
  image: 'image', img: 'image',
  list: 'list', ul: 'list', ol: 'list', dl: 'list', menu: 'list', unordered_list: 'list', ordered_list: 'list', definition_list: 'list',
  table: 'table',
  paragraph: 'paragraph', p: 'paragraph',
  section: 'section',
  group: 'group',
  separator: 'separator',
  details: 'details',
  iframe: 'iframe',
};

const BARE_ACTIONS = new Set(['click', 'type', 'type_text', 'type-text', 'clear', 'select', 'select_option', 'select-option', 'toggle', 'submit', 'reset']);

/** `prefix=value` / `prefix:value` with optional spaces around the separator. */
function stripKeyed(selector: string, prefix: string): string | undefined {
  if (!selector.startsWith(prefix)) return undefined;
  const rest = selector.slice(prefix.length).trimStart();
  if (!rest.startsWith('=') && !rest.startsWith(':')) return undefined;
  const value = rest.slice(1).trim();
  return value === '' ? undefined : value;
}

function filterElements(elements: readonly SomElement[], matches: (element: SomElement) => boolean, keepMatchedChildren: boolean): SomElement[] {
  const out: SomElement[] = [];
  for (const element of elements) {
    const copy: SomElement = { ...element };
    if (element.children) {
      const children = filterElements(element.children, matches, keepMatchedChildren);
      if (children.length > 0) copy.children = children;
      else delete copy.children;
    }
    let shadowMatch = false;
    if (element.shadow) {
      const inner = filterElements(element.shadow.elements, matches, keepMatchedChildren);
      if (inner.length > 0) {
        copy.shadow = { mode: element.shadow.mode, elements: inner };
        shadowMatch = true;
      } else {
        delete copy.shadow;
      }
    }
    const self = matches(element);
    // A matched element keeps its authored children; shadow content stays filtered.
    if (self && keepMatchedChildren && element.children) copy.children = element.children;
    if (self || copy.children !== undefined || shadowMatch) out.push(copy);
  }
  return out;
}

function withRegions(som: SomDocument, regions: SomRegion[]): SomDocument {
  const result = cloneSom(som);
  result.regions = regions;
  return refreshMeta(result);
}

function filterByElements(som: SomDocument, matches: (element: SomElement) => boolean, keepMatchedChildren = true): SomDocument {
  const regions = som.regions.flatMap((region) => {
    const elements = filterElements(region.elements, matches, keepMatchedChildren);
    return elements.length > 0 ? [{ ...region, elements }] : [];
  });
  return regions.length > 0 ? withRegions(som, regions) : som;
}

function headingLevel(element: SomElement): number | undefined {
  if (element.role !== 'heading') return undefined;
  const level = element.attrs?.level;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6 ? level : undefined;
}

export function applySelector(som: SomDocument, rawSelector: string): SomDocument {
  const original = rawSelector.trim();
  const lower = original.toLowerCase();
  const selector = stripKeyed(lower, 'role') ?? lower;

  const region = REGION_ALIASES[selector];
  if (region) {
    const regions = som.regions.filter((r) => r.role === region);
    return regions.length > 0 ? withRegions(som, regions) : som;
  }
  const role = ELEMENT_ALIASES[selector.replace(/-/g, '_')];
  if (role) return filterByElements(som, (element) => element.role === role);
  const level = /^h([1-6])$/.exec(selector)?.[1];
  if (level) return filterByElements(som, (element) => headingLevel(element) === Number(level));
  if (selector === 'interactive') return filterByElements(som, (element) => isInteractive(element.role));

  let action = stripKeyed(selector, 'action') ?? (BARE_ACTIONS.has(selector) ? selector : undefined);
  if (action !== undefined) {
    action = action === 'type_text' || action === 'type-text' ? 'type' : action === 'select_option' || action === 'select-option' ? 'select' : action;
    const verb = action;
    return filterByElements(som, (element) => {
      if (element.actions?.some((a) => a.toLowerCase() === verb)) return true;
      const buttonType = typeof element.attrs?.button_type === 'string' ? element.attrs.button_type.toLowerCase() : undefined;
      if (verb === 'submit') return buttonType === 'submit' || buttonType === 'image';
      if (verb === 'reset') return buttonType === 'reset';
      return false;
    });
  }

  if (original.startsWith('#')) {
    const id = original.slice(1);
    const regions = som.regions.filter((r) => r.id === id);
    if (regions.length > 0) return withRegions(som, regions);
    // An id match keeps the element as it is, and the ancestors that lead to it.
    return filterByElements(som, (element) => element.id === id || element.html_id === id, false);
  }
  return som;
}
