/**
 * Readable escaping: escapeMarkdown escapes only what GFM would read as markup, so the raw Markdown
 * reads as the text, and each hostile form — also at the start of a paragraph, a list item, a
 * heading or a table cell — still renders inert (micromark + GFM, as gfm.test.ts renders).
 */
import { JSDOM } from 'jsdom';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { escapeMarkdown } from '../../src/report/markdown.js';

const ZWSP = '\u200b';
// One window's DOMParser: each render is a whole HTML document parsed as a browser parses it, without
// building a window (its globals) per render, which cost ~30 ms each for 112 renders.
const parser = new new JSDOM().window.DOMParser();
const render = (markdown: string) =>
  parser.parseFromString(micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true }), 'text/html');

test('ordinary messages stay as written', () => {
  for (const text of [
    'cannot read the plan file (ENOENT)',
    'step "type-password" (type_text) changes the page and needs its own approval',
    'limits.response_bytes must be at most 1048576; got 2.5e6, see docs/plan.md',
    'oversized_response: the page model is larger than allowed!',
  ]) expect(escapeMarkdown(text)).toBe(text);
});

const HOSTILE = [
  '# heading', '1. ordered', '2) ordered', '- bullet', '+ bullet', '* bullet', '> quote', '---', '===', '| a | b |', '```js', '~~~',
  '<img src=x>', '[l](https://evil.example)', '![i](https://evil.example/i.png)', 'https://evil.example/x', 'HTTP://EVIL.EXAMPLE',
  'see www.evil.example now', 'WWW.EVIL.EXAMPLE', 'mail a@evil.example', 'mailto:a@evil.example', '*b* _i_ __u__ ~s~ ~~t~~', '$x^2$',
  '&lt;b&gt; &#124;', '@admin #12', 'x\\|y', '[^1]', '<https://evil.example>',
];
const OWN = new Set(['HTML', 'HEAD', 'BODY', 'P', 'UL', 'LI', 'H3', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD']);

test.each(HOSTILE)('%s renders as its own text, inert, in every position', (text) => {
  const e = escapeMarkdown(text);
  for (const [markdown, selector] of [[e, 'p'], [`- ${e}`, 'li'], [`### ${e}`, 'h3'], [`| h |\n|---|\n| ${e} |`, 'td']] as const) {
    const doc = render(markdown);
    expect([...doc.querySelectorAll('*')].map((n) => n.tagName).filter((t) => !OWN.has(t))).toEqual([]);
    expect(doc.querySelector(selector)?.textContent?.replaceAll(ZWSP, '')).toBe(text);
    for (const node of doc.querySelectorAll(selector)) expect(node.textContent).not.toMatch(/[@#][A-Za-z0-9]/);
  }
});
