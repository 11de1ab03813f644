// Attributes: an element's `attrs` (the per-tag ones from the table in tags.ts first, then the
// ones any element carries: editing, inert, focus, test ids, passthrough form attributes,
// constraints, description, ARIA states) and its class-name `hints`. Values are read as the markup
// writes them: numbers only where the whole value is an integer, keywords compared in ASCII case.
import type { ControlState } from './control-state.js';
import type { DomElement } from './dom.js';
import { parseIntOr } from './content.js';
import type { LabelIndex } from './labels.js';
import { tagRule } from './tags.js';
import { asciiLower, attr, collapseSpace, hasAttr, normalizeText, trimSpace, type Attrs } from './text.js';
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
  ['aria-grabbed', 'grabbed'],
  ['aria-dropeffect', 'dropeffect'],
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
  'commandfor',
  'command',
  'popover',
];

/**
 * A boolean keyword attribute: `compared` (the value, trimmed or not as the attribute is read)
 * `true` or `false` in any ASCII case as a boolean, the empty value true when `emptyIsTrue`,
 * anything else the value as written.
 */
function keyword(value: string, compared: string, emptyIsTrue: boolean): unknown {
  const lower = asciiLower(compared);
  if (lower === 'true' || (lower === '' && emptyIsTrue)) return true;
  if (lower === 'false') return false;
  return value;
}

export function buildAttrs(tag: string, attrs: Attrs, node: DomElement, css: VisibilityRules, labels: LabelIndex, state: ControlState, disabled: boolean, inert: boolean): Record<string, unknown> | undefined {
  const map: Record<string, unknown> = {};
  const copy = (name: string, key = name): void => {
    const value = attr(attrs, name);
    if (value !== undefined) map[key] = value;
  };
  const flag = (name: string, when = hasAttr(attrs, name)): void => {
    if (when) map[name] = true;
  };
  const isDisabled = disabled || hasAttr(attrs, 'disabled');
  tagRule(tag)?.attrs?.({ tag, attrs, node, css, state, isDisabled, map, copy, flag });
  const contenteditable = attr(attrs, 'contenteditable');
  if (contenteditable !== undefined) map.contenteditable = keyword(contenteditable, contenteditable, true);
  if (inert || hasAttr(attrs, 'inert')) map.inert = true;
  const tabindex = attr(attrs, 'tabindex');
  if (tabindex !== undefined) map.tabindex = parseIntOr(tabindex);
  copy('accesskey');
  copy('title');
  copy('role', 'source_role');
  for (const key of ['data-testid', 'data-test', 'data-qa']) {
    const value = trimSpace(attr(attrs, key) ?? '');
    if (value !== '') {
      map.test_id = value;
      break;
    }
  }
  const spellcheck = attr(attrs, 'spellcheck');
  if (spellcheck !== undefined) map.spellcheck = keyword(spellcheck, trimSpace(spellcheck), true);
  const draggable = attr(attrs, 'draggable');
  if (draggable !== undefined) map.draggable = keyword(draggable, trimSpace(draggable), false);
  copy('name');
  const capture = attr(attrs, 'capture');
  if (capture !== undefined) map.capture = capture === '' ? true : capture;
  for (const name of PASSTHROUGH_ATTRS) copy(name);
  flag('formnovalidate');
  for (const key of ['minlength', 'maxlength', 'min', 'max']) {
    const value = attr(attrs, key);
    if (value !== undefined) map[key] = parseIntOr(value);
  }
  copy('step');
  copy('pattern');
  const ariaTrue = (name: string): boolean => asciiLower(attr(attrs, name) ?? '') === 'true';
  if (hasAttr(attrs, 'readonly') || ariaTrue('aria-readonly')) map.readonly = true;
  const description = describedBy(attrs, labels);
  if (description !== undefined) map.description = description;
  if (ariaTrue('aria-required')) map.required = true;
  if (ariaTrue('aria-disabled')) map.disabled = true;
  const aria: Record<string, unknown> = {};
  for (const [htmlName, key] of ARIA_STATES) {
    const value = attr(attrs, htmlName);
    if (value === undefined) continue;
    const trimmed = trimSpace(value);
    const lower = asciiLower(trimmed);
    aria[key] = lower === 'true' ? true : lower === 'false' ? false : trimmed;
  }
  if (Object.keys(aria).length > 0) map.aria = aria;
  return Object.keys(map).length > 0 ? map : undefined;
}

/** The element's description: the text of its aria-describedby targets, else aria-description. */
function describedBy(attrs: Attrs, labels: LabelIndex): string | undefined {
  const ids = attr(attrs, 'aria-describedby');
  if (ids !== undefined) {
    const text = normalizeText(collapseSpace(ids).split(' ').filter((id) => id !== '').map((id) => labels.byId.get(id)).filter((t): t is string => t !== undefined).join(' '));
    if (text !== '') return text;
  }
  const own = attr(attrs, 'aria-description');
  const text = own === undefined ? '' : normalizeText(own);
  return text === '' ? undefined : text;
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
