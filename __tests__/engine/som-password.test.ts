// A password field in the page model, golden (docs/engine.md, "Password values"): the field is
// there with its role, label, id and the attributes of any input, its value is not — neither a
// prefilled `value` attribute nor what was typed into it (any spelling of the type). Other inputs
// keep their value, as upstream's compiler writes them.
import { JSDOM } from 'jsdom';
import jsdomUtils from 'jsdom/lib/generated/idl/utils.js';
import { compileDocument } from '../../src/engine/som/compiler.js';
import { jsdomControlState } from '../../src/engine/som/control-state.js';
import type { DomDocument } from '../../src/engine/som/dom.js';
import type { SomElement } from '../../src/engine/som/types.js';

const URL_ = 'http://127.0.0.1:8000/login';
/** What the engine's pages compile with: the typed values are the live ones. */
const STATE = jsdomControlState((jsdomUtils as { implForWrapper: (wrapper: unknown) => unknown }).implForWrapper);
const PAGE = `<!doctype html><html><head><title>login</title></head><body><form>
<label for="user">User</label><input id="user" name="user" value="alice">
<label for="pw">Password</label><input id="pw" name="pw" type="password" placeholder="secret" required autocomplete="current-password">
<label for="old">Old</label><input id="old" name="old" type="PASSWORD" value="prefilled-one">
</form></body></html>`;

function formElements(typed?: string): SomElement[] {
  const dom = new JSDOM(PAGE, { url: URL_ });
  const document = dom.window.document;
  if (typed !== undefined) {
    (document.getElementById('pw') as HTMLInputElement).value = typed;
    (document.getElementById('user') as HTMLInputElement).value = 'bob';
  }
  const { som } = compileDocument(document as unknown as DomDocument, URL_, STATE);
  dom.window.close();
  return som.regions.flatMap((region) => region.elements).filter((element) => element.role === 'text_input');
}

test('golden: password fields carry no value, typed or prefilled; ids, roles and labels as without one', () => {
  const typed = formElements('hunter2-typed');
  expect(JSON.stringify(typed)).not.toMatch(/hunter2-typed|prefilled-one/);
  expect(typed).toEqual([
    { id: expect.stringMatching(/^e_[0-9a-f]{12}$/), role: 'text_input', html_id: 'user', label: 'User', actions: ['type', 'clear'], attrs: { input_type: 'text', value: 'bob', name: 'user' } },
    {
      id: expect.stringMatching(/^e_[0-9a-f]{12}$/),
      role: 'text_input',
      html_id: 'pw',
      label: 'Password',
      actions: ['type', 'clear'],
      attrs: { input_type: 'password', placeholder: 'secret', required: true, name: 'pw', autocomplete: 'current-password' },
    },
    { id: expect.stringMatching(/^e_[0-9a-f]{12}$/), role: 'text_input', html_id: 'old', label: 'Old', actions: ['type', 'clear'], attrs: { input_type: 'password', name: 'old' } },
  ]);
  const untouched = formElements();
  expect(typed.map((e) => e.id)).toEqual(untouched.map((e) => e.id));
  expect(typed[1]).toEqual(untouched[1]);
  expect(typed[2]).toEqual(untouched[2]);
});
