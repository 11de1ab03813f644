// Roles: an element's SOM role (an ARIA role token the compiler knows, else the per-tag table in
// tags.ts) and a region's landmark role (ARIA, HTML landmark tags, then class/id hints).
import { tagRule } from './tags.js';
import { asciiLower, attr, WHITE_SPACE_RUN, type Attrs } from './text.js';
import type { ElementRole, RegionRole } from './types.js';

/**
 * `table[key]` when `key` is the table's own: a page's role token or tag name that names an Object
 * prototype member (`constructor`, `__proto__`) is unknown, not a function or object role.
 */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

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

/** A `role` attribute's tokens, ASCII lower-cased. */
const roleTokens = (role: string): string[] => role.split(WHITE_SPACE_RUN).filter((token) => token !== '').map(asciiLower);

/**
 * An element's role: the first token of its `role` attribute the compiler knows; an element whose
 * `role` names none of them (`presentation`, `note`, …) is no element, whatever its tag.
 */
export function tagToRole(tag: string, attrs: Attrs): ElementRole | undefined {
  const ariaRole = attr(attrs, 'role');
  if (ariaRole !== undefined) {
    for (const token of roleTokens(ariaRole)) {
      const mapped = own(ARIA_ROLES, token);
      if (mapped) return mapped;
    }
    return undefined;
  }
  return tagRule(tag)?.role(attrs);
}

const ARIA_LANDMARKS: Record<string, string> = {
  navigation: 'navigation',
  main: 'main',
  complementary: 'aside',
  banner: 'header',
  contentinfo: 'footer',
  dialog: 'dialog',
  alertdialog: 'dialog',
  search: 'search',
};
const HTML_LANDMARKS: Record<string, string> = { nav: 'navigation', main: 'main', aside: 'aside', header: 'header', footer: 'footer', dialog: 'dialog' };

/** A region's landmark: the first landmark token of its `role`, else its tag's (a `role` naming none keeps the tag's). */
export function landmarkRole(tag: string, attrs: Attrs): string | undefined {
  const role = attr(attrs, 'role');
  if (role !== undefined) {
    for (const token of roleTokens(role)) {
      const landmark = own(ARIA_LANDMARKS, token);
      if (landmark !== undefined) return landmark;
    }
  }
  return own(HTML_LANDMARKS, tag);
}

export function classIdRegionHint(attrs: Attrs): string | undefined {
  for (const raw of [attr(attrs, 'class'), attr(attrs, 'id')]) {
    if (raw === undefined) continue;
    const v = raw.toLowerCase();
    if (v.includes('nav') || v.includes('menu')) return 'navigation';
    if (['main-content', 'maincontent', 'primary-content', 'article-body', 'main'].some((p) => v.includes(p))) return 'main';
    if (['sidebar', 'side-bar', 'aside', 'rail'].some((p) => v.includes(p))) return 'aside';
    if (['footer', 'copyright'].some((p) => v.includes(p))) return 'footer';
    if (['header', 'masthead'].some((p) => v.includes(p))) return 'header';
    if (v.includes('search')) return 'search';
  }
  return undefined;
}

export function regionRoleOf(roleStr: string): RegionRole {
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
