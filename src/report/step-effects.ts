/**
 * What each step of a plan does, as a reviewer reads it before applying a label: the origin and
 * path a page opens, the element a step acts on (and, when a test run looked it up, its role and
 * accessible name), the text it types, the option it selects, the cookie names it sets, and the
 * expression `evaluate` runs. Pure: a validated plan in, table cells and Markdown lines out.
 *
 * Everything here is plan or page text — hostile: it reaches Markdown only through report/table.ts
 * cells or, for an expression, inside a fenced code block longer than any backtick run in it. No
 * secret name is ever shown: a reference reads `{"$secret":"…"}` (the test-run record's spelling).
 * Every value is bounded with a visible "…", and so is each plan's total of expressions.
 */
import type { Step } from '../contract/plan.js';
import { wholeWordsPattern } from '../contract/text.js';
import { mapSecretReferences, SECRET_KEY } from '../plan/secret-reference.js';
import { plural } from './plural.js';
import { cell, type Cell } from './table.js';

/** A value shown in a cell (a path, a typed text, an option) up to this many characters. */
export const MAX_EFFECT_VALUE_CHARS = 120;
/** An element's accessible name up to this many characters: enough to tell elements apart (as `inspect`). */
export const MAX_ELEMENT_NAME_CHARS = 80;
/** An element's role (a short SOM token) up to this many characters. */
export const MAX_ELEMENT_ROLE_CHARS = 32;
/** Cookie names listed per step; the rest are counted. */
export const MAX_COOKIE_NAMES_SHOWN = 8;
/** One `evaluate` expression is shown up to this many characters. */
export const MAX_EXPRESSION_CHARS = 2_000;
/** The expressions of one plan are shown up to this many characters in all; later ones are only counted. */
export const MAX_PLAN_EXPRESSION_CHARS = 8_000;

/** How a secret reference is shown anywhere in a summary: neither its name nor a value. */
export const SECRET_SHOWN = `{"${SECRET_KEY}":"…"}`;
/** What a secret name in other plan text (an element id, a typed text) becomes: the action's redactor's `***`. */
export const NAME_HIDDEN = '***';

/**
 * `text` with each of the plan's secret names replaced by `***` as a whole word (a name is
 * `[A-Z_][A-Z0-9_]*`), as the action's redactor does: no output names a secret, even where the
 * plan writes the name as an element id or a text. Names come from the plan itself, so this
 * answers no guess (values are never matched against plan text).
 */
export function hideNames(text: string, names: readonly string[]): string {
  const pattern = wholeWordsPattern(names);
  return pattern === null ? text : text.replace(pattern, NAME_HIDDEN);
}

/** The element a step acts on, as a test run (or `inspect`) of this content found it. */
export interface StepElement {
  found: boolean;
  role?: string;
  name?: string;
}

/** Bidirectional-text controls and C0/C1 controls other than tab and line feed: shown as U+FFFD. */
const UNSAFE_CHARACTERS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** `text` cut to `max` characters (code points, so no surrogate pair is split), with "…" when cut. */
export function bounded(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function isSecretReference(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, SECRET_KEY);
}

/**
 * An argument value as one line of text: a string as written, a secret reference as
 * `{"$secret":"…"}`, anything else as compact JSON with every nested reference shown so.
 */
export function shownValue(value: unknown, names: readonly string[]): string {
  if (typeof value === 'string') return hideNames(value, names);
  if (value === undefined) return '';
  return hideNames(JSON.stringify(mapSecretReferences(value, () => ({ [SECRET_KEY]: '…' }))), names);
}

/** A bounded code cell of an argument value (names hidden before the cut, so a cut never shows half a name). */
function valueCellOf(value: unknown, names: readonly string[]): Cell {
  return cell.code(bounded(shownValue(value, names), MAX_EFFECT_VALUE_CHARS));
}

/** Where a URL argument leads: its origin and path (query and fragment included in the path), or the text as written. */
export interface UrlTarget {
  /** `https://shop.example`, or null when the URL has no origin (a secret, unparsable, `data:`, relative to an unknown page). */
  origin: string | null;
  /** Path, query and fragment; or, without an origin, the value as written. */
  path: string;
  /** The URL carries a user name or password (not shown: the origin and path never include them). */
  userInfo: boolean;
  secret: boolean;
}

/** Resolves a step's `url` against the page the plan was on (`base`), as the browser would. */
export function urlTarget(value: unknown, base: string | null): UrlTarget {
  if (typeof value !== 'string') return { origin: null, path: shownValue(value, []), userInfo: false, secret: isSecretReference(value) };
  let url: URL;
  try {
    url = base === null ? new URL(value) : new URL(value, base);
  } catch {
    return { origin: null, path: value, userInfo: false, secret: false };
  }
  if (url.origin === 'null') return { origin: null, path: value, userInfo: false, secret: false };
  return { origin: url.origin, path: `${url.pathname}${url.search}${url.hash}`, userInfo: url.username !== '' || url.password !== '', secret: false };
}

/** The page each step starts on, as far as the plan says: the URL of the last open_page/navigate_to before it (null after a secret or unknown one). */
export function pageBefore(steps: readonly Step[]): (string | null)[] {
  const out: (string | null)[] = [];
  let current: string | null = null;
  for (const step of steps) {
    out.push(current);
    if (step.tool === 'open_page' || step.tool === 'navigate_to') {
      const target = urlTarget(step.arguments.url, step.tool === 'open_page' ? null : current);
      current = target.origin === null ? null : `${target.origin}${target.path}`;
    }
  }
  return out;
}

/** The origins a plan's steps open, in order, each once (a secret or unparsable URL has none). */
export function openedOrigins(steps: readonly Step[]): string[] {
  const pages = pageBefore(steps);
  const origins = new Set<string>();
  steps.forEach((step, i) => {
    if (step.tool !== 'open_page' && step.tool !== 'navigate_to') return;
    const origin = urlTarget(step.arguments.url, step.tool === 'open_page' ? null : pages[i]!).origin;
    if (origin !== null) origins.add(origin);
  });
  return [...origins];
}

function urlCellOf(value: unknown, base: string | null, names: readonly string[]): Cell {
  const t = urlTarget(value, base);
  if (t.secret) return cell.join(cell.markup('a secret URL '), cell.code(SECRET_SHOWN));
  const path = cell.code(bounded(hideNames(t.path, names), MAX_EFFECT_VALUE_CHARS));
  if (t.origin === null) return base === null && typeof value === 'string' && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) ? cell.join(path, cell.markup(' (relative to the current page)')) : path;
  return cell.join(cell.code(hideNames(t.origin, names)), cell.markup(' path '), path, t.userInfo ? cell.markup(' (**with user info**)') : cell.markup(''));
}

function elementCell(step: Step, element: StepElement | undefined, names: readonly string[]): Cell {
  const id = step.arguments.element_id;
  const shown = valueCellOf(id, names);
  if (element === undefined) return shown;
  if (!element.found) return cell.join(shown, cell.markup(' (not found by the test run)'));
  return cell.join(
    shown, cell.markup(' ('), cell.text(bounded(hideNames(element.role ?? '', names), MAX_ELEMENT_ROLE_CHARS)), cell.markup(' '),
    cell.code(bounded(hideNames(element.name ?? '', names), MAX_ELEMENT_NAME_CHARS)), cell.markup(')'),
  );
}

function cookieNames(cookies: unknown, names: readonly string[]): Cell {
  if (!Array.isArray(cookies)) return valueCellOf(cookies, names);
  const cookieNameValues = cookies.map((c) => (typeof c === 'object' && c !== null && !Array.isArray(c) ? (c as Record<string, unknown>).name : undefined));
  const shown = cookieNameValues.slice(0, MAX_COOKIE_NAMES_SHOWN).map((n) => valueCellOf(n, names));
  const parts: Cell[] = [];
  shown.forEach((c, i) => parts.push(...(i === 0 ? [] : [cell.markup(', ')]), c));
  if (cookieNameValues.length > shown.length) parts.push(cell.markup(' … and '), cell.number(cookieNameValues.length - shown.length), cell.markup(' more'));
  return cookieNameValues.length === 0 ? cell.markup('no cookie') : cell.join(...parts);
}

/**
 * One step's effect as a cell. `page` is the URL the plan was on before it (pageBefore), to
 * resolve a relative navigate_to; `element` the test run's lookup of its element_id; `names` the
 * plan's secret names (hidden wherever the plan's text spells them).
 */
export function stepEffectCell(step: Step, index: number, page: string | null, names: readonly string[], element?: StepElement): Cell {
  const a = step.arguments;
  const on = (): Cell => elementCell(step, element, names);
  const valueCell = (value: unknown): Cell => valueCellOf(value, names);
  const urlCell = (value: unknown, base: string | null): Cell => urlCellOf(value, base, names);
  switch (step.tool) {
    case 'open_page':
      return cell.join(cell.markup('opens '), urlCell(a.url, null));
    case 'navigate_to':
      return cell.join(cell.markup('navigates to '), urlCell(a.url, page));
    case 'click':
      return cell.join(cell.markup('clicks '), on());
    case 'toggle':
      return cell.join(cell.markup('toggles '), on());
    case 'clear':
      return cell.join(cell.markup('clears '), on());
    case 'type_text':
      return cell.join(
        cell.markup(a.append === true ? 'appends ' : 'types '), isSecretReference(a.text) ? cell.join(cell.markup('a secret '), cell.code(SECRET_SHOWN)) : valueCell(a.text),
        cell.markup(' into '), on(),
      );
    case 'select_option':
      return cell.join(cell.markup('selects '), valueCell(a.value), cell.markup(' in '), on());
    case 'scroll':
      return cell.join(
        cell.markup('scrolls '), a.direction === undefined ? cell.markup('down') : valueCell(a.direction),
        ...(a.pixels === undefined ? [] : [cell.markup(' by '), valueCell(a.pixels), cell.markup(' px')]),
        ...(a.element_id === undefined ? [] : [cell.markup(' in '), on()]),
      );
    case 'evaluate':
      return cell.join(cell.markup('runs JavaScript: expression of step '), cell.number(index + 1), cell.markup(' below'));
    case 'set_cookies':
      return cell.join(cell.markup('sets cookies '), cookieNames(a.cookies, names));
    case 'clear_cookies':
      return a.name === undefined && a.domain === undefined && a.url === undefined
        ? cell.markup('clears every cookie of the session')
        : cell.join(
          cell.markup('clears cookies'),
          ...(a.name === undefined ? [] : [cell.markup(' named '), valueCell(a.name)]),
          ...(a.domain === undefined ? [] : [cell.markup(' of domain '), valueCell(a.domain)]),
          ...(a.url === undefined ? [] : [cell.markup(' for '), urlCell(a.url, page)]),
        );
    case 'get_cookies':
      return a.url === undefined ? cell.markup('reads the session\'s cookies') : cell.join(cell.markup('reads the cookies for '), urlCell(a.url, page));
    case 'trace_status':
      return cell.markup('reads the trace status');
    case 'trace_export':
      return cell.markup('exports the trace');
    case 'trace_clear':
      return cell.markup('clears the trace');
    case 'replay_validate':
      return cell.join(cell.markup('validates a replay of trace '), valueCell(a.trace_id), ...(a.sequence === undefined ? [] : [cell.markup(' from event '), valueCell(a.sequence)]));
  }
}

/**
 * A fenced code block of hostile text: the fence is longer than any backtick run inside (at
 * least three), so no line of the text can close it; controls and bidi characters become U+FFFD,
 * so the text reads in the order it was written.
 */
export function fencedBlock(text: string, info = ''): string[] {
  const clean = text.replace(/\r\n?/g, '\n').replace(UNSAFE_CHARACTERS, '\ufffd');
  const longestRun = Math.max(0, ...(clean.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return [`${fence}${info}`, ...clean.split('\n'), fence];
}

/**
 * The expressions of a plan's `evaluate` steps, each in a collapsed `<details>` block whose
 * summary holds only this project's words and the step's number (never its id: page-free HTML
 * context). Bounded per expression and per plan; what is cut says so, after the block.
 */
export function expressionBlocks(steps: readonly Step[], names: readonly string[]): string[] {
  const out: string[] = [];
  let budget = MAX_PLAN_EXPRESSION_CHARS;
  let withheld = 0;
  steps.forEach((step, i) => {
    if (step.tool !== 'evaluate') return;
    if (budget <= 0) {
      withheld++;
      return;
    }
    const expression = shownValue(step.arguments.expression, names);
    const length = Array.from(expression).length;
    const max = Math.min(MAX_EXPRESSION_CHARS, budget);
    const shown = bounded(expression, max);
    budget -= Math.min(length, max);
    out.push(`<details><summary>Step ${i + 1} (evaluate): the expression it runs, ${plural(length, 'character')}</summary>`, '', ...fencedBlock(shown, 'js'), '');
    if (length > max) out.push(`Cut at ${max} characters (the "…" above); the plan file has the whole expression.`, '');
    out.push('</details>', '');
  });
  if (withheld > 0) out.push(`${plural(withheld, 'more expression')} not shown: this plan's expressions are shown up to ${MAX_PLAN_EXPRESSION_CHARS} characters in all; the plan file has them.`, '');
  return out;
}
