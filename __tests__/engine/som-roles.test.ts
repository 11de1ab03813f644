// Role lookups are by own property only: an ARIA role token or a tag name that names an Object
// prototype member (`constructor`, `__proto__`, `toString`) is an unknown role, not a function or
// an object that would become an element's role or a region's id.
import { JSDOM } from 'jsdom';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument } from '../../src/engine/som/dom.js';
import { walkElements, type Som } from '../../src/engine/som/types.js';

const compile = (html: string, url = 'https://example.com/page'): Som => compileDocument(new JSDOM(html, { url }).window.document as unknown as DomDocument, url).som;

it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('role="%s" is no element role and no landmark', (token) => {
  const som = compile(`<body><main><span role="${token}">Hello</span><a href="/a" role="${token} link">A</a></main><div role="${token}"><p>Text</p></div><${token}>x</${token}></body>`);
  const roles = [...walkElements(som.regions)].map((element) => element.role);
  for (const role of roles) expect(typeof role).toBe('string');
  expect(roles).toContain('link');
  for (const region of som.regions) {
    expect(typeof region.role).toBe('string');
    expect(region.id).toMatch(/^r_[a-z]+(_\d+)?$/);
  }
  expect(JSON.stringify(som)).not.toContain('native code');
});
