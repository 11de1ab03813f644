// The per-tag table of the SOM compiler: for every HTML tag that becomes an element, its role
// (when no ARIA role overrides it, roles.ts) and the attributes only that tag carries, in
// upstream's key order (attributes.ts adds the ones every element carries after them). A tag
// missing here becomes no element of its own; its children are still compiled.
import type { ControlState } from './control-state.js';
import type { DomElement } from './dom.js';
import { listItems, parseIntOr, selectOptions, tableData } from './content.js';
import { asciiLower, attr, firstChildText, hasAttr, normalizeText, trimSpace, visibleText, type Attrs } from './text.js';
import type { ElementRole } from './types.js';
import type { VisibilityRules } from './visibility.js';

const IFRAME_SRCDOC_PREVIEW_CHARS = 200;

/** Input types that are buttons (role `button`, attribute `button_type`). */
const BUTTON_INPUT_TYPES = ['submit', 'button', 'reset', 'image'];

/**
 * An input's type as written, in ASCII lower case (`text` when absent). A type HTML does not
 * define is reported as written; its role is a text input's, as browsers treat it.
 */
export function inputType(attrs: Attrs): string {
  return asciiLower(attr(attrs, 'type') ?? 'text');
}

/** What a tag's attribute builder reads and writes. */
export interface TagAttrs {
  tag: string;
  attrs: Attrs;
  node: DomElement;
  css: VisibilityRules;
  state: ControlState;
  /** Disabled by the element's own attribute or an enclosing disabled fieldset. */
  isDisabled: boolean;
  map: Record<string, unknown>;
  /** Copies attribute `name` to `key` when present. */
  copy(name: string, key?: string): void;
  /** Sets `name: true` when `when` (by default: the attribute is present). */
  flag(name: string, when?: boolean): void;
}

interface TagRule {
  role(attrs: Attrs): ElementRole | undefined;
  attrs?(t: TagAttrs): void;
}

const always =
  (role: ElementRole) =>
  (): ElementRole =>
    role;

const heading: TagRule = {
  role: always('heading'),
  attrs: ({ tag, map }) => {
    map.level = Number(tag.slice(1));
  },
};
const image: TagRule = {
  role: always('image'),
  attrs: ({ copy }) => {
    copy('alt');
    copy('src');
  },
};
const list: TagRule = {
  role: always('list'),
  attrs: ({ tag, node, css, map }) => {
    map.ordered = tag === 'ol';
    const items = listItems(node, css);
    if (items.length > 0) map.items = items;
  },
};
const section: TagRule = {
  role: always('section'),
  attrs: ({ copy }) => copy('aria-label', 'section_label'),
};

export const TAGS: Readonly<Record<string, TagRule>> = {
  a: {
    role: (attrs) => (hasAttr(attrs, 'href') ? 'link' : undefined),
    attrs: ({ attrs, map, copy }) => {
      for (const name of ['href', 'target', 'rel', 'hreflang', 'type', 'referrerpolicy']) copy(name);
      if (hasAttr(attrs, 'download')) map.download = attr(attrs, 'download') === '' ? true : attr(attrs, 'download');
    },
  },
  button: {
    role: always('button'),
    attrs: ({ attrs, isDisabled, map, copy, flag }) => {
      const type = asciiLower(trimSpace(attr(attrs, 'type') ?? 'submit'));
      map.button_type = type === 'button' || type === 'reset' ? type : 'submit';
      copy('value');
      flag('disabled', isDisabled);
    },
  },
  input: {
    role: (attrs) => {
      const type = inputType(attrs);
      if (BUTTON_INPUT_TYPES.includes(type)) return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'hidden') return undefined;
      return 'text_input';
    },
    attrs: ({ attrs, isDisabled, map, copy, flag }) => {
      const type = inputType(attrs);
      map.input_type = type;
      if (BUTTON_INPUT_TYPES.includes(type)) map.button_type = type;
      // A password field's value never enters a page model (as in an accessibility tree): not the
      // typed one, not a prefilled attribute. The field, its role, name and id are unchanged.
      if (type !== 'password') copy('value');
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
    },
  },
  textarea: {
    role: always('textarea'),
    attrs: ({ node, css, state, isDisabled, map, copy, flag }) => {
      // The markup's value is the element's text; a typed one is the live value.
      const live = typeof node.value === 'string' && state.valueChanged(node);
      const value = normalizeText(live ? (node.value ?? '') : visibleText(node, css));
      if (value !== '') map.value = value;
      copy('placeholder');
      flag('required');
      flag('readonly');
      flag('disabled', isDisabled);
    },
  },
  select: {
    role: always('select'),
    attrs: ({ attrs, node, css, state, isDisabled, map, flag }) => {
      const multiple = hasAttr(attrs, 'multiple');
      const options = selectOptions(node, css, multiple, state.selectionChanged(node));
      if (options.length > 0) map.options = options;
      if (multiple) map.multiple = true;
      const size = attr(attrs, 'size');
      if (size !== undefined) map.size = parseIntOr(size);
      flag('required');
      const selected = options.filter((o) => o.selected === true).map((o) => String(o.value ?? o.text));
      if (selected[0] !== undefined) map.value = selected[0];
      if (multiple && selected.length > 0) map.selected_values = selected;
      flag('disabled', isDisabled);
    },
  },
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
  img: image,
  picture: image,
  ul: list,
  ol: list,
  table: {
    role: always('table'),
    attrs: ({ node, css, map }) => {
      const caption = firstChildText(node, 'caption', css);
      if (caption) map.caption = caption;
      const { headers, rows } = tableData(node, css);
      if (headers.length > 0) map.headers = headers;
      if (rows.length > 0) map.rows = rows;
    },
  },
  p: { role: always('paragraph') },
  section,
  article: section,
  fieldset: {
    role: always('group'),
    attrs: ({ node, css, isDisabled, map, flag }) => {
      const legend = firstChildText(node, 'legend', css);
      if (legend) map.legend = legend;
      flag('disabled', isDisabled);
    },
  },
  hr: { role: always('separator') },
  details: {
    role: always('details'),
    attrs: ({ attrs, node, css, map }) => {
      map.open = hasAttr(attrs, 'open');
      const summary = firstChildText(node, 'summary', css);
      if (summary) map.summary = summary;
    },
  },
  iframe: {
    role: always('iframe'),
    attrs: ({ attrs, map, copy }) => {
      copy('src');
      const srcdoc = attr(attrs, 'srcdoc');
      if (srcdoc !== undefined) {
        map.has_srcdoc = true;
        const preview = [...srcdoc].slice(0, IFRAME_SRCDOC_PREVIEW_CHARS).join('');
        if (preview !== '') map.srcdoc_preview = preview;
      }
      for (const name of ['name', 'sandbox', 'allow', 'width', 'height']) copy(name);
    },
  },
};

/** The table's entry for `tag`; own properties only, so `constructor` or `__proto__` is no tag. */
export function tagRule(tag: string): TagRule | undefined {
  return Object.prototype.hasOwnProperty.call(TAGS, tag) ? TAGS[tag] : undefined;
}
