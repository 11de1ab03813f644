/**
 * The suite's one jsdom per worker (__tests__/helpers/outer-jsdom/environment.cjs): `jsdom` and
 * the modules inside it that the engine imports come from the worker's copy, loaded outside this
 * file's registry, and they are one copy (the form hooks find the documents jsdom made). The
 * `@own-jsdom` opt-out is held by the escape corpus's control, which fails with the shared copy.
 */
import { JSDOM } from 'jsdom';
import { installFormSubmission, takeSubmission } from '../../src/engine/forms.js';

test('jsdom is the worker copy, not one evaluated in this file’s realm', () => {
  // Functions made in this file's realm are instances of its Function; the worker's are not.
  expect(JSDOM instanceof Function).toBe(false);
  expect(typeof JSDOM).toBe('function');
});

test('the engine’s deep imports of jsdom are the same copy as jsdom itself', async () => {
  await installFormSubmission();
  const dom = new JSDOM('<form action="/go"><input name="q" value="v"><button>Go</button></form>', { url: 'http://127.0.0.1/' });
  dom.window.document.querySelector('button')!.click();
  const submission = await takeSubmission(dom.window.document);
  expect(submission).toMatchObject({ method: 'GET' });
  expect(JSON.stringify(submission)).toContain('q=v');
});
