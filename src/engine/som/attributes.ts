// Attributes: an element's `attrs` (the per-tag ones from the table in tags.ts first, then the
// ones any element carries: inert, focus, test ids, passthrough form attributes, constraints,
// ARIA states) and its class-name `hints`.
import type { DomElement } from './dom.js';
import { parseIntOr, parseNumberOr } from './content.js';
import { tagRule } from './tags.js';
import { attr, hasAttr, type Attrs } from './text.js';
import type { VisibilityRules } from './visibility.js';

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

export function buildAttrs(tag: string, attrs: Attrs, node: DomElement, css: VisibilityRules, disabled: boolean, inert: boolean): Record<string, unknown> | undefined {
  const map: Record<string, unknown> = {};
  const copy = (name: string, key = name): void => {
    const value = attr(attrs, name);
    if (value !== undefined) map[key] = value;
  };
  const flag = (name: string, when = hasAttr(attrs, name)): void => {
    if (when) map[name] = true;
  };
  const isDisabled = disabled || hasAttr(attrs, 'disabled');
  tagRule(tag)?.attrs?.({ tag, attrs, node, css, isDisabled, map, copy, flag });
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

export function classHints(attrs: Attrs): string[] | undefined {
  const cls = attr(attrs, 'class')?.toLowerCase();
  if (cls === undefined) return undefined;
  const hints = [...new Set(HINT_RULES.filter(([, test]) => test(cls)).map(([hint]) => hint))].sort();
  return hints.length > 0 ? hints : undefined;
}
