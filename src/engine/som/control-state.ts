// A control's state in the page model: what the markup says (the `value`, `checked` and `selected`
// attributes, read as written, as upstream's compiler reads them) until the control's state is
// changed on the live page (an action typed, toggled or selected; a page script set it), from
// then on the live DOM's. Reading the DOM's state from the start would show the DOM's own
// repairs of the markup instead: a value a type does not accept sanitized away (`<input
// type=number value=remember>` reads ""), several `selected` options of a single select reduced
// to the last one, several checked radios of one group to the last one.
import type { DomElement } from './dom.js';
import { asciiLower, type Attrs } from './text.js';

/** Whether a control's state has changed since the markup set it. */
export interface ControlState {
  /** An input's or textarea's value was set (typed, cleared, set by a script). */
  valueChanged(control: DomElement): boolean;
  /** A checkbox's checkedness, or that of any radio of a radio's group, was set. */
  checkednessChanged(control: DomElement): boolean;
  /** Any option of a select was selected or deselected. */
  selectionChanged(select: DomElement): boolean;
}

/** Nothing changed: the markup's state throughout (a page no action or script has touched). */
export const MARKUP_STATE: ControlState = {
  valueChanged: () => false,
  checkednessChanged: () => false,
  selectionChanged: () => false,
};

/** jsdom's implementation fields that hold the HTML standard's dirty flags (jsdom 29). */
interface ControlImpl {
  _dirtyValue?: boolean;
  _dirtyCheckedness?: boolean;
  _dirtyness?: boolean;
  _otherRadioGroupElements?: ControlImpl[];
}

/** The state jsdom's dirty value, dirty checkedness and option dirtiness flags record. */
export function jsdomControlState(implForWrapper: (wrapper: unknown) => unknown): ControlState {
  const impl = (node: unknown): ControlImpl => (implForWrapper(node) ?? {}) as ControlImpl;
  return {
    valueChanged: (control) => impl(control)._dirtyValue === true,
    checkednessChanged: (control) => {
      const own = impl(control);
      if (own._dirtyCheckedness === true) return true;
      // Checking one radio unchecks the rest of its group without marking them.
      const isRadio = asciiLower(Array.from(control.attributes).find((a) => a.name === 'type')?.value ?? '') === 'radio';
      return isRadio && (own._otherRadioGroupElements ?? []).some((other) => other._dirtyCheckedness === true);
    },
    selectionChanged: (select) => {
      const options = (select as unknown as { options?: ArrayLike<unknown> }).options;
      return options !== undefined && Array.from(options).some((option) => impl(option)._dirtyness === true);
    },
  };
}

/** `pairs` with a changed control's live value or checkedness in place of its attribute. */
export function withControlState(el: DomElement, pairs: Attrs, state: ControlState): Attrs {
  if (el.localName !== 'input') return pairs;
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
  const type = asciiLower(pairs.find(([n]) => n === 'type')?.[1] ?? 'text');
  if (type === 'checkbox' || type === 'radio') {
    if (typeof el.checked === 'boolean' && state.checkednessChanged(el)) set('checked', el.checked ? '' : undefined);
  } else if (type !== 'file' && typeof el.value === 'string' && state.valueChanged(el)) {
    set('value', el.value);
  }
  return pairs;
}
