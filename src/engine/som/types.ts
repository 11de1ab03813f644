// SOM payload types (docs/contract/engine.md §9.1-9.2). Optional fields are omitted when absent, never null.
import { walkPageModel } from '../../contract/page-model.js';

export type RegionRole = 'navigation' | 'main' | 'aside' | 'header' | 'footer' | 'form' | 'dialog' | 'content';

export type ElementRole =
  | 'link'
  | 'button'
  | 'text_input'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'radio'
  | 'heading'
  | 'image'
  | 'list'
  | 'table'
  | 'paragraph'
  | 'section'
  | 'group'
  | 'separator'
  | 'details'
  | 'iframe';

export interface SomElement {
  id: string;
  role: ElementRole;
  html_id?: string;
  text?: string;
  label?: string;
  actions?: string[];
  attrs?: Record<string, unknown>;
  children?: SomElement[];
  hints?: string[];
  shadow?: { mode: string; elements: SomElement[] };
}

export interface SomRegion {
  id: string;
  role: RegionRole;
  label?: string;
  action?: string;
  method?: string;
  target?: string;
  enctype?: string;
  novalidate?: boolean;
  accept_charset?: string;
  autocomplete?: string;
  elements: SomElement[];
}

export interface Som {
  title: string;
  url: string;
  regions: SomRegion[];
}

const INTERACTIVE: ReadonlySet<ElementRole> = new Set(['link', 'button', 'text_input', 'textarea', 'select', 'checkbox', 'radio', 'details']);

export function isInteractive(role: ElementRole): boolean {
  return INTERACTIVE.has(role);
}

/** Actions come from the role alone; note that a radio's action is `select`. */
export function defaultActions(role: ElementRole): string[] {
  switch (role) {
    case 'link':
    case 'button':
      return ['click'];
    case 'text_input':
    case 'textarea':
      return ['type', 'clear'];
    case 'select':
    case 'radio':
      return ['select'];
    case 'checkbox':
    case 'details':
      return ['toggle'];
    default:
      return [];
  }
}

/** Depth-first walk over every element of the SOM, including children and shadow elements (the contract's one walker). */
export function* walkElements(regions: readonly SomRegion[]): Generator<SomElement> {
  for (const step of walkPageModel({ regions })) if (step.kind === 'element') yield step.element as unknown as SomElement;
}
