// In-process unit tests: SOM compiler behaviours, element ids, network policy, trace fingerprints.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { parseArgs } from '../../src/engine/args.js';
import { isGlobalIp, OutboundPolicy } from '../../src/engine/network.js';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument, DomNode } from '../../src/engine/som/dom.js';
import { elementId } from '../../src/contract/element-id.js';
import { ElementIdTracker } from '../../src/engine/som/element-id.js';
import { SubtreeFacts } from '../../src/engine/som/structure.js';
import { walkElements, type Som } from '../../src/engine/som/types.js';
import { errorClass, traceOrigin, TraceLog } from '../../src/engine/trace.js';

/**
 * One window, moved to each URL, whose DOMParser makes each document (engine/som-golden.test.ts:
 * the same digests as a window per document, shown each run; these pages hold no <iframe> or
 * <template>, the two elements a document without a window handles apart). A window per compile
 * was most of this file's CPU; the tests below that need a window of their own still make one.
 */
const shared = new JSDOM();
const parser = new shared.window.DOMParser();
const compile = (html: string, url = 'https://example.com/page'): Som => {
  shared.reconfigure({ url });
  return compileDocument(parser.parseFromString(html, 'text/html') as unknown as DomDocument, url).som;
};
const all = (som: Som) => [...walkElements(som.regions)];

describe('element ids', () => {
  it('hash origin|role|lowercased trimmed name|path and suffix collisions', () => {
    const expected = `e_${createHash('sha256').update('https://example.com|button|add to cart|0/3/1/0').digest('hex').slice(0, 12)}`;
    expect(elementId('https://example.com', 'button', '  Add to Cart ', '0/3/1/0')).toBe(expected);
    const tracker = new ElementIdTracker();
    expect([tracker.register('e_a'), tracker.register('e_a'), tracker.register('e_a')]).toEqual(['e_a', 'e_a_2', 'e_a_3']);
  });

  it('the benchmark form gives #email at http://127.0.0.1:1/form the id e_a4c2ac5f3940', () => {
    const html = readFileSync(new URL('../../fixtures/benchmark/form.html', import.meta.url), 'utf8');
    const som = compile(html, 'http://127.0.0.1:1/form');
    expect(som.title).toBe('Workflow form');
    const email = all(som).find((el) => el.html_id === 'email');
    expect(email).toMatchObject({ id: 'e_a4c2ac5f3940', role: 'text_input', label: 'Email address', actions: ['type', 'clear'], attrs: { input_type: 'email', value: '', name: 'email' } });
    // Label text is its own paragraph; the nested form region completes before <main>.
    expect(som.regions.map((r) => r.id)).toEqual(['r_form', 'r_main']);
    expect(som.regions[0]?.elements[0]).toMatchObject({ role: 'paragraph', text: 'Email address' });
  });
});

describe('SOM compiler behaviours', () => {
  it('landmarks, nav and content regions; unassigned text goes to a trailing r_content', () => {
    const som = compile('<body><nav><a href="/">Home</a><a href="/a">About</a></nav><main><h1>Welcome</h1><p>Hello world</p></main><div><p>Loose text</p></div></body>');
    expect(som.regions.map((r) => [r.id, r.role])).toEqual([['r_navigation', 'navigation'], ['r_main', 'main'], ['r_content', 'content']]);
    expect(som.regions[1]?.elements.map((e) => e.role)).toEqual(['heading', 'paragraph']);
  });

  it('role=search is a navigation region with id r_search; empty regions are dropped', () => {
    const som = compile('<body><div role="search"><input aria-label="Query"></div><aside></aside><main><p>x</p></main></body>');
    expect(som.regions.map((r) => [r.id, r.role])).toEqual([['r_search', 'navigation'], ['r_main', 'main']]);
  });

  it('forms carry action/method/label; radios select, checkboxes toggle, hidden inputs vanish', () => {
    const som = compile(
      '<body><form action="/login" method="post" aria-label="Login"><input type="hidden" name="csrf" value="t"><input type="email" placeholder="Email" required>' +
        '<input type="radio" name="plan" value="a"><input type="checkbox" checked><button>Sign in</button></form></body>',
    );
    const form = som.regions[0];
    expect(form).toMatchObject({ id: 'r_form', role: 'form', label: 'Login', action: '/login', method: 'POST' });
    expect(form?.elements.map((e) => [e.role, e.actions])).toEqual([
      ['text_input', ['type', 'clear']],
      ['radio', ['select']],
      ['checkbox', ['toggle']],
      ['button', ['click']],
    ]);
    expect(form?.elements[0]).toMatchObject({ label: 'Email', attrs: { required: true, placeholder: 'Email' } });
    expect(form?.elements[1]?.attrs).toMatchObject({ group: 'plan', input_type: 'radio' });
    expect(form?.elements[2]?.attrs).toMatchObject({ checked: true });
  });

  it('label resolution order: aria-labelledby, aria-label, label[for], title, placeholder; a wrapping label names a control with an id', () => {
    const som = compile(
      '<body><main><span id="n">Named by id</span><input id="a" aria-labelledby="n" aria-label="Aria"><input aria-label="Aria only" title="T">' +
        '<label for="c">For label</label><input id="c" title="T" placeholder="P"><input title="Title only" placeholder="P"><label>Wrapped <input id="w"></label>' +
        '<label>Wrapped without id <input></label></main></body>',
    );
    const inputs = all(som).filter((e) => e.role === 'text_input');
    expect(inputs.map((e) => e.label)).toEqual(['Named by id', 'Aria only', 'For label', 'Title only', 'Wrapped', undefined]);
  });

  it('strips scripts, hidden and aria-hidden content, CSS-hidden classes and decorative images', () => {
    const som = compile(
      '<head><style>.x { display : none }</style></head><body><main><p>Visible</p><p hidden>h1</p><p aria-hidden="true">h2</p><p class="x">h3</p>' +
        '<p style="display: none">h4</p><img src="a.png" alt=""><script>var secret=1</script></main></body>',
    );
    expect(all(som).map((e) => e.text ?? e.role)).toEqual(['Visible']);
  });

  it('links in paragraphs are extracted after the paragraph; duplicate hrefs are summarized', () => {
    const som = compile('<body><main><p>See <a href="/x">x</a> and <a href="/x#top">again</a></p></main></body>');
    const els = som.regions[0]?.elements ?? [];
    expect(els.map((e) => e.role)).toEqual(['paragraph', 'link', 'paragraph']);
    expect(els[2]?.id).toBe('e_summary_1');
    expect(els[2]?.text).toBe('[1 duplicate links dropped, ~5 chars]');
  });

  it('keeps at most ten paragraphs per region and truncates main-region paragraphs', () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => `<p>Paragraph ${i} ${'word '.repeat(30)}</p>`).join('');
    const som = compile(`<body><main>${paragraphs}</main></body>`);
    const els = som.regions[0]?.elements ?? [];
    expect(els).toHaveLength(11);
    expect(els[1]?.text?.length).toBe(80);
    expect(els[1]?.text?.endsWith('...')).toBe(true);
    expect(els[10]?.text).toMatch(/^\[2 more paragraphs dropped, ~\d+ chars\]$/);
  });

  it('select options, lists, tables and details attrs', () => {
    const som = compile(
      '<body><main><select id="s"><option value="1">One</option><option disabled>Two</option></select><ul><li>a</li><li>b</li></ul>' +
        '<table><tr><th>H</th></tr><tr><td>v</td></tr></table><details open><summary>More</summary>body</details></main></body>',
    );
    const [select, list, table, details] = som.regions[0]?.elements ?? [];
    expect(select?.attrs).toEqual({ options: [{ value: '1', text: 'One', selected: true }, { value: 'Two', text: 'Two', disabled: true }], value: '1' });
    expect(list).toMatchObject({ role: 'list', attrs: { ordered: false, items: [{ text: 'a' }, { text: 'b' }] } });
    expect(list).not.toHaveProperty('text');
    expect(table).toMatchObject({ role: 'table', attrs: { headers: ['H'], rows: [['v']] } });
    expect(details).toMatchObject({ role: 'details', actions: ['toggle'], attrs: { open: true, summary: 'More' } });
  });

  it('dom paths count text and comment nodes', () => {
    const som = compile('<body><!-- c --><main>\n<button>Go</button></main></body>', 'https://example.com/');
    const button = all(som).find((e) => e.role === 'button');
    expect(button?.id).toBe(elementId('https://example.com', 'button', 'go', '0/1/1'));
  });
});

describe('network policy', () => {
  const strict = new OutboundPolicy(false);
  it.each([
    ['http://127.0.0.1/', 'Outbound URL blocked: address 127.0.0.1 is not globally routable'],
    ['http://2130706433/', 'Outbound URL blocked: address 127.0.0.1 is not globally routable'],
    ['http://[::1]/', 'Outbound URL blocked: address ::1 is not globally routable'],
    ['http://10.1.2.3/', 'Outbound URL blocked: address 10.1.2.3 is not globally routable'],
    ['https://user:pw@example.com/', 'Outbound URL blocked: outbound URLs containing credentials are not allowed'],
    ['file:///etc/passwd', "Outbound URL blocked: outbound URL scheme 'file' is not allowed; only http and https are permitted"],
    ['http://metadata.google.internal/', "Outbound URL blocked: outbound URL host 'metadata.google.internal' is a cloud metadata target"],
  ])('refuses %s', (url, message) => {
    expect(() => strict.validateUrl(url)).toThrow(message);
  });
  it('allows public addresses, and loopback only with the opt-in', () => {
    expect(strict.validateUrl('https://93.184.216.34/').hostname).toBe('93.184.216.34');
    expect(new OutboundPolicy(true).validateUrl('http://127.0.0.1:8080/').port).toBe('8080');
    expect(['100.64.0.1', '169.254.169.254', '192.0.2.1', '224.0.0.1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '2001:db8::1'].map(isGlobalIp)).toEqual(Array(8).fill(false));
    expect(['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'].map(isGlobalIp)).toEqual([true, true, true]);
  });
});

describe('trace', () => {
  it('fingerprints are HMAC-SHA-256 over the length-framed domain and value', () => {
    const log = new TraceLog(true);
    const key = (log as unknown as { key: Buffer }).key;
    const frame = (s: string): Buffer => {
      const len = Buffer.alloc(8);
      len.writeBigUInt64BE(BigInt(Buffer.byteLength(s)));
      return Buffer.concat([len, Buffer.from(s)]);
    };
    const expected = createHmac('sha256', key).update(Buffer.concat([Buffer.from('plasmate.trace.v1\0'), frame('url'), frame('https://a.test/x')])).digest('hex');
    expect(log.fingerprint('url', 'https://a.test/x')).toBe(expected);
    expect(log.snapshot(undefined)).toEqual({ url_fingerprint: null, origin: null, fingerprint: `plasmate-state:v1:${log.fingerprint('som', 'closed')}`, has_page: false });
  });

  it('origins always carry the port; error classes follow upstream first-match order', () => {
    expect(traceOrigin('https://example.com/a?b')).toBe('https://example.com:443');
    expect(traceOrigin('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(traceOrigin('not a url')).toBeNull();
    expect(['Element not found: x', 'Invalid arguments: x', 'Outbound URL blocked: y', 'Timeout after 30000ms', 'JavaScript worker', 'Failed to fetch x', 'other'].map(errorClass)).toEqual([
      'not_found', 'invalid_input', 'policy', 'timeout', 'execution', 'network', 'operation',
    ]);
  });

  it('bounds: 48 KiB and 128 events, oversized events dropped but numbered, eviction oldest first', () => {
    const log = new TraceLog(true);
    const state = log.snapshot(undefined);
    for (let i = 0; i < 130; i += 1) log.record({ action: 'click', parameters: {}, before: state, after: state, durationMs: 1 });
    log.record({ action: 'scroll', parameters: { direction: 'x'.repeat(5000) }, before: state, after: state, durationMs: 1 });
    const status = log.status() as Record<string, number>;
    expect(status).toMatchObject({ oversized_events: 1, next_sequence: 132 });
    expect(status.retained_bytes).toBeLessThanOrEqual(49152);
    expect(status.retained_bytes).toBeGreaterThan(49152 - 1024);
    expect(status.retained_events! + status.evicted_events!).toBe(130);
    expect(log.event(status.evicted_events! + 1)?.sequence).toBe(status.evicted_events! + 1);
    expect(log.event(status.evicted_events!)).toBeUndefined();
    expect(status.retained_events).toBeLessThanOrEqual(128);
  });
});

describe('argument parsing', () => {
  const fields = [{ name: 'session_id', kind: 'string' as const, required: true }, { name: 'sequence', kind: 'u64' as const, required: true }];
  it('reports serde-style messages', () => {
    expect(() => parseArgs({ session_id: 's', sequence: -1 }, 'R', fields, true)).toThrow('invalid value: integer `-1`, expected u64');
    expect(() => parseArgs({ session_id: 's', sequence: 1.5 }, 'R', fields, true)).toThrow('invalid type: floating point `1.5`, expected u64');
    // serde's OneOf: two names read "`a` or `b`", three or more "one of `a`, `b`, `c`".
    expect(() => parseArgs({ session_id: 's', sequence: 1, x: 1 }, 'R', fields, true)).toThrow('unknown field `x`, expected `session_id` or `sequence`');
    const three = [...fields, { name: 'confirmed', kind: 'bool' as const, required: false }];
    expect(() => parseArgs({ session_id: 's', sequence: 1, x: 1 }, 'R', three, true)).toThrow('unknown field `x`, expected one of `session_id`, `sequence`, `confirmed`');
    expect(parseArgs({ session_id: 's', sequence: 0, x: 1 }, 'R', fields, false)).toEqual({ session_id: 's', sequence: 0 });
  });
});

describe('conformance behaviours (upstream case 016)', () => {
  it('a multi-token role uses its first known token for the region', () => {
    const som = compile('<body><div role="unknown navigation" aria-label="Site"><a href="/a">A</a></div></body>', 'https://example.com/');
    expect(som.regions.map((r) => r.role)).toEqual(['navigation']);
  });

  it('aria-hidden is case-insensitive and an inline opacity:0 hides', () => {
    const som = compile('<body><main><p aria-hidden="TRUE">Hidden one</p><p style="opacity: 0">Hidden two</p><p>Shown</p></main></body>', 'https://example.com/');
    const texts = all(som).map((e) => e.text);
    expect(texts).toContain('Shown');
    expect(texts).not.toContain('Hidden one');
    expect(texts).not.toContain('Hidden two');
  });
});

describe('input attributes (upstream case 016, as upstream a50ff51 compiles it)', () => {
  it('spellcheck as a boolean, no size, an unknown type reported as written with a text input role', () => {
    const som = compile('<body><main><input aria-label="Reply" spellcheck="false" size="42"><input aria-label="Other" spellcheck=""><input type="Not-A-Real-Type" aria-label="Fallback input"></main></body>', 'https://example.com/');
    const [reply, other, fallback] = all(som);
    expect(reply).toMatchObject({ role: 'text_input', label: 'Reply', attrs: { input_type: 'text', spellcheck: false } });
    expect(reply?.attrs).not.toHaveProperty('size');
    expect(other?.attrs).toMatchObject({ spellcheck: true });
    expect(fallback).toMatchObject({ role: 'text_input', label: 'Fallback input', attrs: { input_type: 'not-a-real-type' } });
  });
});

describe('subtree facts (links and text remembered for one compile)', () => {
  const nested = (depth: number, inner: string) => `${'<div>'.repeat(depth)}${inner}${'</div>'.repeat(depth)}`;
  const roles = (html: string) => compile(html).regions.map((r) => r.role);

  it('counts <a href> and reads text without scripts and styles, at every node of the subtree', () => {
    const { document } = new JSDOM('<div id="o"><a href="/a">A</a><div id="i"><a>no href</a><a href="/b">B<style>.x{}</style></a><script>var s = 1;</script> tail</div></div>').window;
    const facts = new SubtreeFacts();
    const outer = document.getElementById('o') as unknown as DomNode;
    const inner = document.getElementById('i') as unknown as DomNode;
    expect([facts.links(outer), facts.links(inner)]).toEqual([2, 1]);
    expect([facts.text(outer), facts.text(inner)]).toEqual(['Ano hrefB tail', 'no hrefB tail']);
  });

  it('a navigation block and a footer nested 40 deep are found as at the top', () => {
    const links = '<a href="/a">A</a><a href="/b">B</a><a href="/c">C</a>';
    const footer = '<div><script>var x = "privacy";</script><p>Copyright 2026 Example</p><p>More</p></div>';
    expect([roles(`<body>${nested(1, links)}</body>`), roles(`<body>${nested(40, links)}</body>`)]).toEqual([['navigation'], ['navigation']]);
    expect([roles(`<body>${nested(1, footer)}</body>`), roles(`<body>${nested(40, footer)}</body>`)]).toEqual([['footer'], ['footer']]);
    // Script text alone makes no footer.
    expect(roles(`<body>${nested(30, '<div><style>.privacy{}</style><script>var terms_of = 1;</script><p>Plain</p><p>words</p></div>')}</body>`)).not.toContain('footer');
  });

  it('a page nested deep costs the compiler about what a flat page of the same elements does (child lists read, not time)', () => {
    // A hostile page nests its elements to make every per-ancestor walk quadratic. Counting the
    // compiler's reads of childNodes is deterministic where a timing is not.
    const reads = (html: string): number => {
      const { window } = new JSDOM(html, { url: 'https://example.com/page' });
      const childNodes = Object.getOwnPropertyDescriptor(window.Node.prototype, 'childNodes')!;
      let count = 0;
      Object.defineProperty(window.Node.prototype, 'childNodes', { ...childNodes, get(this: Node) { count += 1; return childNodes.get!.call(this); } });
      compileDocument(window.document as unknown as DomDocument, 'https://example.com/page');
      return count;
    };
    const elements = 200;
    const flat = reads(`<body>${'<div><span>item</span></div>'.repeat(elements)}</body>`);
    const deep = reads(`<body>${'<div><span>item</span>'.repeat(elements)}${'</div>'.repeat(elements)}</body>`);
    // Before SubtreeFacts the deep page read ~40 times as many child lists as the flat one.
    expect(deep).toBeLessThan(3 * flat);
  });

  it('a DOM changed between two compiles is read afresh: the facts belong to one compile', () => {
    const dom = new JSDOM('<body><div id="box"><p>Plain</p><p>words</p></div></body>', { url: 'https://example.com/page' });
    const document = dom.window.document as unknown as DomDocument;
    const compiled = () => compileDocument(document, 'https://example.com/page').som.regions.map((r) => r.role);
    expect(compiled()).not.toContain('footer');
    dom.window.document.getElementById('box')!.innerHTML = '<p>All rights reserved</p><p>x</p>';
    expect(compiled()).toEqual(['footer']);
  });
});
