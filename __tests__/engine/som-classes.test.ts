/**
 * Golden pages, one per class of difference the page-model differential found
 * (som-parity.test.ts): each page under fixtures/engine/som-classes/ opened as open_page opens
 * it must compile to exactly the page model upstream's compiler gave for it, recorded beside it
 * (<page>.upstream.json, from scripts/parity-record.mjs's oracle). fixtures/engine/som-deliberate.html
 * shows the deliberate differences docs/engine.md lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPage } from '../../src/engine/page.js';
import type { SomElement } from '../../src/engine/som/types.js';

const DIR = join(process.cwd(), 'fixtures/engine/som-classes');
const url = (name: string): string => `https://shop.example.com/som-classes/${name}`;
const fetchSubresource = (): Promise<never> => Promise.reject(new Error('no subresources in this test'));

async function openPage(html: string, pageUrl: string): Promise<{ title: string; url: string; regions: unknown }> {
  const page = await buildPage(html, pageUrl, { fetchSubresource });
  try {
    return JSON.parse(JSON.stringify({ title: page.som.title, url: page.som.url, regions: page.som.regions })) as { title: string; url: string; regions: unknown };
  } finally {
    page.close();
  }
}

const pages = readdirSync(DIR).filter((name) => name.endsWith('.html')).sort();

it('has a golden page per class', () => {
  expect(pages).toEqual(['attributes.html', 'control-state.html', 'foster-text.html', 'hiding.html', 'labels.html', 'roles.html', 'tables.html', 'text.html']);
});

it.each(pages)("%s compiles to upstream's page model", async (name) => {
  const expected = JSON.parse(readFileSync(join(DIR, name.replace(/\.html$/, '.upstream.json')), 'utf8')) as unknown;
  expect(await openPage(readFileSync(join(DIR, name), 'utf8'), url(name))).toEqual(expected);
});

it('the deliberate differences: no password value, no type/clear on a file input', async () => {
  const { regions } = await openPage(readFileSync(join(process.cwd(), 'fixtures/engine/som-deliberate.html'), 'utf8'), 'https://shop.example.com/som-deliberate.html');
  const [password, file] = (regions as Array<{ elements: SomElement[] }>)[0]!.elements;
  // Upstream: attrs.value "prefilled-secret"; actions ["type", "clear"] on both.
  expect(password).toMatchObject({ role: 'text_input', actions: ['type', 'clear'], attrs: { input_type: 'password', name: 'pw' } });
  expect(password?.attrs).not.toHaveProperty('value');
  expect(file).toMatchObject({ role: 'text_input', attrs: { input_type: 'file', name: 'upload' } });
  expect(file).not.toHaveProperty('actions');
});

it("a control changed on the page shows its live state; the others keep their markup's", async () => {
  const page = await buildPage(readFileSync(join(DIR, 'control-state.html'), 'utf8'), url('control-state.html'), { fetchSubresource });
  try {
    const document = page.window.document;
    (document.querySelector('select[name=many]') as HTMLSelectElement).selectedIndex = 1;
    (document.querySelector('input[name=qty]') as HTMLInputElement).value = '7';
    (document.querySelector('input[name=plan][value=a]') as HTMLInputElement).checked = true;
    page.recompile();
    const elements = page.som.regions.flatMap((region) => region.elements);
    const byName = (name: string): SomElement | undefined => elements.find((e) => e.attrs?.name === name);
    expect(byName('many')?.attrs).toMatchObject({ value: 'b', options: [{ text: 'First' }, { text: 'Second', selected: true }] });
    expect((byName('many')?.attrs?.options as Array<Record<string, unknown>>)[0]).not.toHaveProperty('selected');
    expect(byName('qty')?.attrs?.value).toBe('7');
    expect(byName('c')?.attrs?.value).toBe('red');
    expect(elements.filter((e) => e.attrs?.group === 'plan').map((e) => e.attrs?.checked)).toEqual([true, undefined]);
  } finally {
    page.close();
  }
});
