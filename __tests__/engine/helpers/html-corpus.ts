// A deterministic corpus of generated HTML documents for the SOM compiler's golden digests: every
// tag, attribute and class pattern the compiler decides on (roles, labels, landmarks, budgets,
// hiding, live form state, tables, shadow templates), nested at random from a fixed seed, so a
// refactoring that changes any decision changes a digest.

/**
 * Math's functions as module bindings: in Jest's vm context each read of a global goes through
 * Node's context interceptors (~150 ns; docs/test-suite.md), and the generator draws ~10⁵ numbers.
 */
const { floor, imul } = Math;

/** mulberry32: a small seeded PRNG, so the corpus is the same on every machine and Node version. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTAINERS = [
  'div', 'div', 'div', 'span', 'section', 'article', 'nav', 'main', 'aside', 'header', 'footer', 'dialog', 'form', 'ul', 'ol', 'li',
  'fieldset', 'details', 'label', 'p', 'table', 'template', 'svg', 'noscript',
];
const LEAVES = [
  'a', 'a', 'button', 'input', 'input', 'input', 'textarea', 'select', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'picture', 'p', 'p',
  'hr', 'iframe', 'br', 'script', 'style', 'meta', 'link', 'legend', 'summary', 'caption', 'option', 'optgroup', 'canvas', 'b',
];
const INPUT_TYPES = ['text', 'email', 'password', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'hidden', 'file', 'number', 'range', 'date', 'weird', 'SEARCH'];
const ROLES = [
  'button', 'link', 'checkbox', 'switch', 'menuitemcheckbox', 'radio', 'menuitemradio', 'textbox', 'searchbox', 'slider', 'spinbutton', 'combobox',
  'listbox', 'menuitem', 'tab', 'option', 'img', 'group', 'radiogroup', 'navigation', 'main', 'complementary', 'banner', 'contentinfo', 'dialog',
  'alertdialog', 'search', 'form', 'presentation', 'none', 'region', 'Button Link', 'foo tab',
];
const CLASSES = [
  'primary', 'btn-cta', 'secondary', 'danger', 'delete', 'warning', 'success', 'error', 'disabled', 'active', 'selected', 'hidden', 'sr-only',
  'loading', 'collapsed', 'is-open', 'show', 'lg', 'sm', 'card', 'discard', 'hero', 'modal', 'toast', 'badge', 'sticky', 'required', 'nav-bar',
  'menu', 'main-content', 'sidebar', 'rail', 'footer', 'copyright', 'masthead', 'search-box', 'cookie-banner', 'gdpr', 'overlay', 'gone', 'shown',
  'plain', 'x',
];
const IDS = ['email', 'name', 'main', 'sidebar', 'footer', 'nav', 'modal', 'onetrust-banner-sdk', 'cookieconsent', 'lbl1', 'lbl2', 'q', 'gone', 'x1'];
const WORDS = [
  'Add', 'to', 'cart', 'Sign', 'in', 'Email', 'address', 'Privacy', 'terms of', 'service', '©', 'All rights reserved', 'Hello', 'world.', 'Next!',
  'Why?', 'café', '日本語', '😀', 'a', 'the', 'quick', 'brown', 'fox', 'jumps', 'over', 'lazy', 'dog', 'cookie', 'consent', 'copyright',
];

/**
 * Elements per generated document, at most: random nesting grows exponentially, and the compiler
 * reads text per element, so unbounded documents cost seconds each without taking new branches.
 */
const MAX_NODES_PER_DOCUMENT = 300;

interface Generator {
  random: () => number;
  /** Elements left in the current document's budget. */
  nodes: number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function text(g: Generator, maxWords: number): string {
  const count = 1 + floor(g.random() * maxWords);
  const words: string[] = [];
  for (let i = 0; i < count; i += 1) words.push(g.pick(WORDS));
  const spacing = g.chance(0.2) ? '  \n\t ' : ' ';
  return words.join(spacing);
}

const escapeAttr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function attributes(g: Generator, tag: string): string {
  const attrs: Array<[string, string]> = [];
  const add = (p: number, name: string, value: () => string): void => {
    if (g.chance(p)) attrs.push([name, value()]);
  };
  add(0.25, 'class', () => `${g.pick(CLASSES)}${g.chance(0.3) ? ` ${g.pick(CLASSES)}` : ''}`);
  add(0.2, 'id', () => g.pick(IDS));
  add(0.12, 'role', () => g.pick(ROLES));
  add(0.1, 'aria-label', () => (g.chance(0.1) ? '' : text(g, 4)));
  add(0.06, 'aria-labelledby', () => `${g.pick(IDS)} ${g.pick(IDS)}`);
  add(0.08, 'title', () => text(g, 3));
  add(0.03, 'hidden', () => '');
  add(0.04, 'aria-hidden', () => g.pick(['true', 'false', ' TRUE ']));
  add(0.04, 'style', () => g.pick(['display: none', 'visibility:hidden', 'opacity:0', 'color:red', 'display:block']));
  add(0.04, 'inert', () => '');
  add(0.04, 'tabindex', () => g.pick(['0', '-1', 'x', ' 3 ']));
  add(0.03, 'contenteditable', () => 'true');
  add(0.03, 'spellcheck', () => g.pick(['', 'true', 'false', 'maybe']));
  add(0.03, 'data-testid', () => g.pick(['submit', ' ', 'row-1']));
  add(0.02, 'data-qa', () => 'qa');
  add(0.03, 'accesskey', () => 'k');
  add(0.03, 'autofocus', () => '');
  add(0.05, 'aria-expanded', () => g.pick(['true', 'false', 'mixed']));
  add(0.03, 'aria-level', () => '2');
  add(0.03, 'aria-required', () => 'true');
  add(0.03, 'aria-disabled', () => 'TRUE');
  add(0.03, 'aria-readonly', () => 'true');
  add(0.02, 'aria-valuenow', () => ' 5 ');
  add(0.02, 'shadowrootmode', () => g.pick(['open', 'closed']));
  switch (tag) {
    case 'a':
      add(0.8, 'href', () => g.pick(['/', '/a', '/a#x', 'https://example.com/p/', '#', 'https://example.com/p', `/p${floor(g.random() * 4)}`]));
      add(0.1, 'target', () => '_blank');
      add(0.1, 'download', () => g.pick(['', 'file.txt']));
      add(0.05, 'rel', () => 'noopener');
      break;
    case 'input':
      add(0.9, 'type', () => g.pick(INPUT_TYPES));
      add(0.4, 'value', () => (g.chance(0.2) ? '' : text(g, 2)));
      add(0.3, 'placeholder', () => text(g, 3));
      add(0.3, 'name', () => g.pick(['email', 'q', 'opt', 'agree']));
      add(0.1, 'checked', () => '');
      add(0.1, 'required', () => '');
      add(0.1, 'disabled', () => '');
      add(0.05, 'size', () => g.pick(['10', 'x']));
      add(0.05, 'alt', () => text(g, 2));
      add(0.05, 'src', () => '/i.png');
      add(0.05, 'min', () => g.pick(['0', '1.5', '1e3', 'a']));
      add(0.05, 'max', () => '10');
      add(0.05, 'step', () => '.5');
      add(0.05, 'minlength', () => g.pick(['2', ' 3', 'x']));
      add(0.05, 'maxlength', () => '20');
      add(0.05, 'pattern', () => '[a-z]+');
      add(0.05, 'autocomplete', () => 'email');
      add(0.05, 'readonly', () => '');
      add(0.03, 'multiple', () => '');
      add(0.03, 'formnovalidate', () => '');
      add(0.03, 'list', () => 'dl');
      break;
    case 'button':
      add(0.5, 'type', () => g.pick(['submit', 'button', 'reset', 'RESET', 'menu', ' button ']));
      add(0.2, 'value', () => 'v');
      add(0.1, 'disabled', () => '');
      add(0.05, 'formaction', () => '/go');
      add(0.05, 'popovertarget', () => 'pop');
      break;
    case 'textarea':
      add(0.3, 'placeholder', () => text(g, 3));
      add(0.1, 'rows', () => g.pick(['3', ' ', 'x']));
      add(0.1, 'cols', () => '40');
      add(0.1, 'readonly', () => '');
      add(0.1, 'required', () => '');
      break;
    case 'select':
      add(0.2, 'multiple', () => '');
      add(0.1, 'size', () => '3');
      add(0.1, 'required', () => '');
      add(0.1, 'disabled', () => '');
      break;
    case 'option':
    case 'optgroup':
      add(0.4, 'value', () => text(g, 1));
      add(0.2, 'label', () => (g.chance(0.2) ? ' ' : text(g, 2)));
      add(0.2, 'selected', () => '');
      add(0.1, 'disabled', () => '');
      break;
    case 'img':
    case 'picture':
      add(0.7, 'alt', () => (g.chance(0.3) ? '' : text(g, 3)));
      add(0.5, 'src', () => '/i.png');
      break;
    case 'iframe':
      add(0.5, 'src', () => '/frame');
      add(0.3, 'srcdoc', () => `<p>${'x'.repeat(floor(g.random() * 300))}</p>`);
      add(0.2, 'sandbox', () => '');
      add(0.2, 'name', () => 'f');
      break;
    case 'table':
      add(0.2, 'border', () => '1');
      add(0.1, 'cellpadding', () => '0');
      break;
    case 'td':
    case 'th':
      add(0.2, 'colspan', () => g.pick(['2', '3', '0', '-1', 'x', '20']));
      add(0.2, 'rowspan', () => g.pick(['2', '3', '1', 'x']));
      break;
    case 'form':
      add(0.5, 'action', () => '/submit');
      add(0.5, 'method', () => g.pick(['post', 'get']));
      add(0.2, 'name', () => 'f1');
      add(0.1, 'novalidate', () => '');
      add(0.1, 'enctype', () => 'multipart/form-data');
      add(0.1, 'accept-charset', () => 'utf-8');
      add(0.1, 'autocomplete', () => 'off');
      add(0.1, 'target', () => '_self');
      break;
    case 'label':
      add(0.5, 'for', () => g.pick(IDS));
      break;
    case 'details':
      add(0.3, 'open', () => '');
      break;
    case 'fieldset':
      add(0.2, 'disabled', () => '');
      break;
    case 'svg':
      add(0.3, 'aria-label', () => 'Logo');
      break;
    default:
      break;
  }
  return attrs.map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
}

function table(g: Generator, depth: number): string {
  const rows = 1 + floor(g.random() * (g.chance(0.1) ? 40 : 5));
  const cols = 1 + floor(g.random() * (g.chance(0.1) ? 15 : 4));
  let html = g.chance(0.3) ? `<caption>${escapeText(text(g, 3))}</caption>` : '';
  for (let r = 0; r < rows; r += 1) {
    html += '<tr>';
    for (let c = 0; c < cols; c += 1) {
      const cell = r === 0 && g.chance(0.6) ? 'th' : 'td';
      const inner = depth < 3 && g.chance(0.1) ? node(g, depth + 1) : escapeText(text(g, g.chance(0.1) ? 40 : 3));
      html += `<${cell}${attributes(g, cell)}>${inner}</${cell}>`;
    }
    html += '</tr>';
  }
  return html;
}

function node(g: Generator, depth: number): string {
  g.nodes -= 1;
  if (depth > 6 || g.nodes <= 0 || g.chance(0.35)) {
    if (g.chance(0.3)) return escapeText(text(g, g.chance(0.1) ? 80 : 6));
    const tag = g.pick(LEAVES);
    const attrs = attributes(g, tag);
    switch (tag) {
      case 'input':
      case 'hr':
      case 'br':
      case 'meta':
      case 'link':
        return `<${tag}${attrs}>`;
      case 'img':
        return `<img${attrs}>`;
      case 'select': {
        let options = '';
        const count = floor(g.random() * 5);
        for (let i = 0; i < count; i += 1) {
          options += g.chance(0.2)
            ? `<optgroup${attributes(g, 'optgroup')}><option${attributes(g, 'option')}>${escapeText(text(g, 2))}</option></optgroup>`
            : `<option${attributes(g, 'option')}>${escapeText(text(g, 2))}</option>`;
        }
        return `<select${attrs}>${options}</select>`;
      }
      case 'style':
        return `<style>.${g.pick(CLASSES)} { display: none } #${g.pick(IDS)} { visibility: hidden } .shown { display:block } @media print { .x { opacity: 0 } }</style>`;
      case 'script':
        return '<script>document.title = "changed"</script>';
      default:
        return `<${tag}${attrs}>${escapeText(text(g, g.chance(0.15) ? 60 : 5))}</${tag}>`;
    }
  }
  const tag = g.pick(CONTAINERS);
  const attrs = attributes(g, tag);
  if (tag === 'table') return `<table${attrs}>${table(g, depth)}</table>`;
  const count = floor(g.random() * (g.chance(0.1) ? 30 : 5));
  let inner = '';
  for (let i = 0; i < count; i += 1) inner += node(g, depth + 1);
  if (tag === 'template' && g.chance(0.5)) return `<template shadowrootmode="${g.pick(['open', 'closed'])}">${inner}</template>`;
  return `<${tag}${attrs}>${inner}</${tag}>`;
}

/** `count` documents from `seed`: each a title and a body of random landmarks, controls and text. */
export function generatedDocuments(seed: number, count: number): string[] {
  const random = prng(seed);
  const g: Generator = {
    random,
    nodes: MAX_NODES_PER_DOCUMENT,
    pick: (items) => items[floor(random() * items.length)]!,
    chance: (p) => random() < p,
  };
  const documents: string[] = [];
  for (let i = 0; i < count; i += 1) {
    g.nodes = MAX_NODES_PER_DOCUMENT;
    let body = '';
    const top = 1 + floor(random() * 8);
    for (let j = 0; j < top; j += 1) body += node(g, 0);
    // Some documents are link farms and paragraph runs, so the per-region budgets are reached.
    if (g.chance(0.1)) for (let k = 0; k < 250; k += 1) body += `<a href="/l${k % 90}">${escapeText(text(g, 2))}</a>`;
    if (g.chance(0.1)) body = `<main>${Array.from({ length: 15 }, () => `<p>${escapeText(text(g, 50))}</p>`).join('')}${body}</main>`;
    documents.push(`<!doctype html><html><head><title>${escapeText(text(g, 4))}</title></head><body>${body}</body></html>`);
  }
  return documents;
}
