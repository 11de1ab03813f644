/**
 * What each step does (report/step-effects.ts), per tool, and its bounds: every value is cut with
 * a visible "…", a plan's expressions have one budget, a secret reference never shows its name
 * (as a whole value or nested), and the expression block's fence cannot be closed by its text.
 */
import type { Plan, Step } from '../../src/contract/plan.js';
import {
  bounded, expressionBlocks, fencedBlock, MAX_COOKIE_NAMES_SHOWN, MAX_EFFECT_VALUE_CHARS, MAX_EXPRESSION_CHARS, MAX_PLAN_EXPRESSION_CHARS,
  openedOrigins, pageBefore, stepEffectCell, urlTarget,
} from '../../src/report/step-effects.js';
import { validatePlan } from '../../src/plan/validate.js';

function planOf(list: unknown[]): Plan {
  const plan = validatePlan(Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'p', steps: list })), 'p.json', null).plan;
  if (plan === null) throw new Error('test plan does not validate');
  return plan;
}
const steps = (list: unknown[]): Step[] => planOf(list).steps;
const effects = (list: unknown[]) => {
  const plan = planOf(list);
  const pages = pageBefore(plan.steps);
  return plan.steps.map((step, i) => String(stepEffectCell(step, i, pages[i]!, plan.secretNames)));
};
const OPEN = { id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/cart' } };

test('every tool says what it does; a relative navigate_to is resolved against the page before it', () => {
  expect(effects([
    OPEN,
    { id: 'nav', tool: 'navigate_to', arguments: { url: '../pay?x=1#top' } },
    { id: 'nav2', tool: 'navigate_to', arguments: { url: 'https://user:pw@other.example/' } },
    { id: 'click', tool: 'click', arguments: { element_id: 'e_1' } },
    { id: 'toggle', tool: 'toggle', arguments: { element_id: 'e_2' } },
    { id: 'clear', tool: 'clear', arguments: { element_id: 'e_3' } },
    { id: 'append', tool: 'type_text', arguments: { element_id: 'e_4', text: 'more', append: true } },
    { id: 'scroll', tool: 'scroll', arguments: { direction: 'up', pixels: 200, element_id: 'e_5' } },
    { id: 'scroll-down', tool: 'scroll' },
    { id: 'cc', tool: 'clear_cookies', arguments: { name: 'sid' } },
    { id: 'cc-all', tool: 'clear_cookies' },
    { id: 'gc', tool: 'get_cookies' },
    { id: 'ts', tool: 'trace_status' },
    { id: 'tc', tool: 'trace_clear' },
  ])).toEqual([
    'opens `https://shop.example` path `/cart`',
    'navigates to `https://shop.example` path `/pay?x=1#top`',
    'navigates to `https://other.example` path `/` (**with user info**)',
    'clicks `e_1`',
    'toggles `e_2`',
    'clears `e_3`',
    'appends `more` into `e_4`',
    'scrolls `up` by `200` px in `e_5`',
    'scrolls down',
    'clears cookies named `sid`',
    'clears every cookie of the session',
    'reads the session\'s cookies',
    'reads the trace status',
    'clears the trace',
  ]);
});

test('a secret is {"$secret":"…"}, never its name: typed, as a URL, nested in cookies', () => {
  const shown = effects([
    { id: 'open', tool: 'open_page', arguments: { url: { $secret: 'LOGIN_URL' } } },
    { id: 'nav', tool: 'navigate_to', arguments: { url: '/x' } },
    { id: 'pw', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'SHOP_PASSWORD' } } },
    { id: 'pick', tool: 'select_option', arguments: { element_id: 'e_2', value: { $secret: 'CARD_CHOICE' } } },
    { id: 'cookies', tool: 'set_cookies', arguments: { cookies: [{ name: { $secret: 'COOKIE_NAME' }, value: { $secret: 'COOKIE_VALUE' }, url: 'https://shop.example/' }] } },
  ]);
  expect(shown).toEqual([
    'opens a secret URL `{"$secret":"…"}`',
    // After a secret URL the page is unknown: the relative URL is shown as written.
    'navigates to `/x` (relative to the current page)',
    'types a secret `{"$secret":"…"}` into `e_1`',
    'selects `{"$secret":"…"}` in `e_2`',
    'sets cookies `{"$secret":"…"}`',
  ]);
  expect(shown.join('\n')).not.toMatch(/LOGIN_URL|SHOP_PASSWORD|CARD_CHOICE|COOKIE_NAME|COOKIE_VALUE/);
});

test('a secret name the plan also writes as other text (an element id, a typed text, an expression) is hidden as a whole word', () => {
  const plan = planOf([
    OPEN,
    { id: 'type', tool: 'type_text', arguments: { element_id: 'DIAG_TOKEN', text: { $secret: 'DIAG_TOKEN' } } },
    { id: 'say', tool: 'type_text', arguments: { element_id: 'e_1', text: 'my DIAG_TOKEN is; DIAG_TOKENS stay' } },
    { id: 'eval', tool: 'evaluate', arguments: { expression: 'window.DIAG_TOKEN' } },
  ]);
  const pages = pageBefore(plan.steps);
  expect(plan.steps.map((step, i) => String(stepEffectCell(step, i, pages[i]!, plan.secretNames))).slice(1, 3)).toEqual([
    'types a secret `{"$secret":"…"}` into `***`',
    'types `my *** is; DIAG_TOKENS stay` into `e_1`',
  ]);
  expect(expressionBlocks(plan.steps, plan.secretNames).join('\n')).not.toContain('DIAG_TOKEN');
});

test('values are bounded with a visible "…", cookie names are counted past the list, code points are never split', () => {
  const long = `${'😀'.repeat(MAX_EFFECT_VALUE_CHARS)}tail`;
  const [, typed] = effects([OPEN, { id: 't', tool: 'type_text', arguments: { element_id: 'e_1', text: long } }]);
  expect(typed).toBe(`types \`${'😀'.repeat(MAX_EFFECT_VALUE_CHARS - 1)}…\` into \`e_1\``);
  expect(bounded('abc', 3)).toBe('abc');
  expect(bounded('abcd', 3)).toBe('ab…');
  const cookies = Array.from({ length: MAX_COOKIE_NAMES_SHOWN + 3 }, (_, i) => ({ name: `c${i}`, value: 'v', url: 'https://shop.example/' }));
  const [, set] = effects([OPEN, { id: 'c', tool: 'set_cookies', arguments: { cookies } }]);
  expect(set).toBe(`sets cookies ${cookies.slice(0, MAX_COOKIE_NAMES_SHOWN).map((c) => `\`${c.name}\``).join(', ')} … and 3 more`);
});

test('origins: each once, in order; no origin for data: or an unparsable URL', () => {
  const s = steps([OPEN, { id: 'a', tool: 'navigate_to', arguments: { url: 'https://b.example/' } }, { id: 'b', tool: 'navigate_to', arguments: { url: '/again' } }]);
  expect(openedOrigins(s)).toEqual(['https://shop.example', 'https://b.example']);
  expect(urlTarget('data:text/html,<b>x</b>', null).origin).toBeNull();
  expect(urlTarget('not a url', null)).toEqual({ origin: null, path: 'not a url', userInfo: false, secret: false });
  // IDN hosts are shown as the URL parser serializes them (punycode), so a look-alike reads as what it is.
  expect(urlTarget('https://pаypal.example/', null).origin).toBe('https://xn--pypal-4ve.example');
});

test('the fence is longer than any backtick run of the text; controls and bidi characters become U+FFFD', () => {
  expect(fencedBlock('a ````` b\n```\r\nc\u202e\u0007', 'js')).toEqual(['``````js', 'a ````` b', '```', 'c\ufffd\ufffd', '``````']);
  expect(fencedBlock('plain')).toEqual(['```', 'plain', '```']);
});

test('expressions: one collapsed block each, bounded each and per plan; the rest is counted', () => {
  const expression = 'x'.repeat(MAX_EXPRESSION_CHARS + 10);
  const count = Math.ceil(MAX_PLAN_EXPRESSION_CHARS / MAX_EXPRESSION_CHARS) + 2;
  const s = steps([OPEN, ...Array.from({ length: count }, (_, i) => ({ id: `e${i}`, tool: 'evaluate', arguments: { expression } }))]);
  const lines = expressionBlocks(s, []);
  const shownBlocks = MAX_PLAN_EXPRESSION_CHARS / MAX_EXPRESSION_CHARS;
  expect(lines.filter((l) => l.startsWith('<details>'))).toHaveLength(shownBlocks);
  expect(lines.filter((l) => l === `Cut at ${MAX_EXPRESSION_CHARS} characters (the "…" above); the plan file has the whole expression.`)).toHaveLength(shownBlocks);
  expect(lines.filter((l) => l.startsWith('x')).every((l) => Array.from(l).length === MAX_EXPRESSION_CHARS && l.endsWith('…'))).toBe(true);
  expect(lines).toContain(`${count - shownBlocks} more expressions not shown: this plan's expressions are shown up to ${MAX_PLAN_EXPRESSION_CHARS} characters in all; the plan file has them.`);
  // The summary line names the step by number, never by its id (PR text): only this project's words are HTML.
  expect(lines[0]).toBe(`<details><summary>Step 2 (evaluate): the expression it runs, ${MAX_EXPRESSION_CHARS + 10} characters</summary>`);
});
