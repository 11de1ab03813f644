// Form submission (docs/engine.md, "Intentional differences": forms submit). jsdom runs a form's
// submission steps (submitter checks, constraint validation, the cancelable `submit` event) and then
// only reports "not implemented". The engine replaces the ends of `requestSubmit()` and `submit()` on
// jsdom's HTMLFormElement implementation class — an engine-realm object, not a page global a script
// could swap — so that a submission that was not cancelled is recorded, as plain data (method, URL,
// encoded body), on its document. The tool that caused it (a click on a submit button, a handler
// calling form.requestSubmit() or form.submit()) then navigates with it through the same loader a
// link click uses, under the same outbound policy. Every path jsdom has to a submission (button and
// input activation, requestSubmit, submit) ends in these two methods.
import { randomBytes } from 'node:crypto';

/** Largest encoded form data (a POST body, or a GET query) the engine sends; a larger submission is refused. */
export const MAX_FORM_DATA_BYTES = 1024 * 1024;

/** A navigation a form submission asks for. */
export interface FormRequest {
  /** Absolute http(s) URL (a GET's query already replaced by the form data). */
  url: string;
  method: 'GET' | 'POST';
  /** POST only. */
  body?: Buffer;
  /** POST only: the Content-Type header, with the multipart boundary. */
  contentType?: string;
}

export class FormSubmissionError extends Error {}

// jsdom's implementation objects, used structurally (they have no published types).
interface ElementImpl {
  _localName: string;
  type?: string;
  getAttributeNS(namespace: null, name: string): string | null;
  hasAttributeNS(namespace: null, name: string): boolean;
  form?: FormImpl | null;
  _ownerDocument: DocumentImpl;
  _globalObject: unknown;
}
interface FormImpl extends ElementImpl {
  isConnected: boolean;
  reportValidity(): boolean;
}
interface DocumentImpl {
  URL: string;
  baseURI: string;
}
interface FileImpl {
  name: string;
  type: string;
  _bytes: Uint8Array;
}
interface Entry {
  name: string;
  value: string | FileImpl;
}
interface FormImplClass {
  prototype: { requestSubmit(submitter?: ElementImpl | null): void; submit(): void };
}
interface JsdomInternals {
  formClass: FormImplClass;
  implForWrapper(wrapper: unknown): unknown;
  isSubmitButton(element: ElementImpl): boolean;
  fireAnEvent(type: string, target: ElementImpl, eventInterface: unknown, init: Record<string, unknown>): boolean;
  submitEvent: unknown;
  domException: { create(globalObject: unknown, args: [string, string]): Error };
  formDataClass: new (globalObject: unknown, args: [FormImpl, ElementImpl | null]) => { _entries: Entry[] };
}

/** The last submission each document asked for (keyed by jsdom's document implementation). */
const pending = new WeakMap<object, FormRequest | FormSubmissionError>();
let internals: Promise<JsdomInternals> | undefined;

async function loadInternals(): Promise<JsdomInternals> {
  // Deep imports of the pinned jsdom (29.1.1): the implementation classes jsdom itself requires.
  const [form, utils, controls, events, submitEvent, domException, formData] = await Promise.all([
    import('jsdom/lib/jsdom/living/nodes/HTMLFormElement-impl.js'),
    import('jsdom/lib/generated/idl/utils.js'),
    import('jsdom/lib/jsdom/living/helpers/form-controls.js'),
    import('jsdom/lib/jsdom/living/helpers/events.js'),
    import('jsdom/lib/generated/idl/SubmitEvent.js'),
    import('jsdom/lib/generated/idl/DOMException.js'),
    import('jsdom/lib/jsdom/living/xhr/FormData-impl.js'),
  ]);
  const cjs = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;
  return {
    formClass: cjs<{ implementation: FormImplClass }>(form).implementation,
    implForWrapper: cjs<{ implForWrapper: JsdomInternals['implForWrapper'] }>(utils).implForWrapper,
    isSubmitButton: cjs<{ isSubmitButton: JsdomInternals['isSubmitButton'] }>(controls).isSubmitButton,
    fireAnEvent: cjs<{ fireAnEvent: JsdomInternals['fireAnEvent'] }>(events).fireAnEvent,
    submitEvent: cjs<unknown>(submitEvent),
    domException: cjs<JsdomInternals['domException']>(domException),
    formDataClass: cjs<{ implementation: JsdomInternals['formDataClass'] }>(formData).implementation,
  };
}

/** Install the submission hooks on jsdom's form implementation (once, before the first page). */
export function installFormSubmission(): Promise<JsdomInternals> {
  internals ??= loadInternals().then((loaded) => {
    const proto = loaded.formClass.prototype;
    proto.requestSubmit = function requestSubmit(this: FormImpl, submitter: ElementImpl | null = null): void {
      if (submitter !== null) {
        if (!loaded.isSubmitButton(submitter)) throw new TypeError('The specified element is not a submit button');
        if (submitter.form !== this) throw loaded.domException.create(this._globalObject, ['The specified element is not owned by this form element', 'NotFoundError']);
      }
      if (!this.isConnected) return;
      // Constraint validation as browsers do it: skipped for a novalidate form or a formnovalidate submitter.
      const noValidate = this.hasAttributeNS(null, 'novalidate') || (submitter !== null && submitter.hasAttributeNS(null, 'formnovalidate'));
      if (!noValidate && !this.reportValidity()) return;
      if (!loaded.fireAnEvent('submit', this, loaded.submitEvent, { bubbles: true, cancelable: true, submitter })) return;
      record(loaded, this, submitter);
    };
    // form.submit() skips validation and the submit event, as in browsers.
    proto.submit = function submit(this: FormImpl): void {
      if (!this.isConnected) return;
      record(loaded, this, null);
    };
    return loaded;
  });
  return internals;
}

function record(loaded: JsdomInternals, form: FormImpl, submitter: ElementImpl | null): void {
  let request: FormRequest | FormSubmissionError | undefined;
  try {
    const entries = new loaded.formDataClass(form._globalObject, [form, submitter])._entries;
    request = formRequest(form, submitter, entries);
  } catch (error) {
    // A page that broke its own controls gets a fixed text: its error (page-controlled text of any size) is not repeated.
    request = error instanceof FormSubmissionError ? error : new FormSubmissionError('Form submission failed: the form data could not be built');
  }
  // undefined: a submission that navigates nowhere here (method=dialog, a non-http(s) action).
  if (request !== undefined) pending.set(form._ownerDocument, request);
}

/**
 * The submission the page's document asked for since the last call, if any, and forget it. A
 * submission refused while it was built (too large) is thrown here, as the action's error.
 */
export async function takeSubmission(documentWrapper: unknown): Promise<FormRequest | undefined> {
  const loaded = await installFormSubmission();
  const document = loaded.implForWrapper(documentWrapper) as object | null;
  if (!document) return undefined;
  const request = pending.get(document);
  pending.delete(document);
  if (request instanceof FormSubmissionError) throw request;
  return request;
}

const attribute = (element: ElementImpl | null, name: string): string | null => (element && element.hasAttributeNS(null, name) ? element.getAttributeNS(null, name) : null);

/** Method, action and enctype (the submitter's form* attributes first), then the encoded data. */
function formRequest(form: FormImpl, submitter: ElementImpl | null, entries: Entry[]): FormRequest | undefined {
  const method = (attribute(submitter, 'formmethod') ?? form.getAttributeNS(null, 'method') ?? '').trim().toLowerCase();
  if (method === 'dialog') return undefined;
  const rawEnctype = (attribute(submitter, 'formenctype') ?? form.getAttributeNS(null, 'enctype') ?? '').trim().toLowerCase();
  const enctype = rawEnctype === 'multipart/form-data' || rawEnctype === 'text/plain' ? rawEnctype : 'application/x-www-form-urlencoded';
  const actionText = attribute(submitter, 'formaction') ?? form.getAttributeNS(null, 'action') ?? '';
  const document = form._ownerDocument;
  let action: URL;
  try {
    action = actionText === '' ? new URL(document.URL) : new URL(actionText, document.baseURI);
  } catch {
    return undefined;
  }
  if (action.protocol !== 'http:' && action.protocol !== 'https:') return undefined;
  if (method !== 'post') {
    // GET replaces the action's query with the form data (files are sent by name).
    const query = urlencoded(entries);
    assertBound(Buffer.byteLength(query));
    action.search = query;
    return { url: action.href, method: 'GET' };
  }
  if (enctype === 'multipart/form-data') {
    const boundary = `----PlasmateFormBoundary${randomBytes(12).toString('hex')}`;
    return { url: action.href, method: 'POST', body: multipart(entries, boundary), contentType: `multipart/form-data; boundary=${boundary}` };
  }
  if (enctype === 'text/plain') {
    const body = Buffer.from(entries.map((entry) => `${crlf(entry.name)}=${crlf(textOf(entry.value))}\r\n`).join(''));
    assertBound(body.length);
    return { url: action.href, method: 'POST', body, contentType: 'text/plain' };
  }
  const body = Buffer.from(urlencoded(entries));
  assertBound(body.length);
  return { url: action.href, method: 'POST', body, contentType: 'application/x-www-form-urlencoded' };
}

function assertBound(bytes: number): void {
  if (bytes > MAX_FORM_DATA_BYTES) throw new FormSubmissionError(`Form submission refused: the form data exceeds ${MAX_FORM_DATA_BYTES} bytes`);
}

/** Line breaks become CRLF in submitted names and values, as browsers send them. */
const crlf = (text: string): string => text.replace(/\r\n|\r|\n/g, '\r\n');
const textOf = (value: string | FileImpl): string => (typeof value === 'string' ? value : value.name);

function urlencoded(entries: Entry[]): string {
  const params = new URLSearchParams();
  for (const entry of entries) params.append(crlf(entry.name), crlf(textOf(entry.value)));
  return params.toString();
}

/** multipart/form-data: names and file names escape `"`, CR and LF as browsers do. */
function multipart(entries: Entry[], boundary: string): Buffer {
  const quote = (text: string): string => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const parts: Buffer[] = [];
  let size = 0;
  const push = (part: Buffer): void => {
    size += part.length;
    assertBound(size);
    parts.push(part);
  };
  for (const entry of entries) {
    const name = quote(crlf(entry.name));
    if (typeof entry.value === 'string') {
      push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${crlf(entry.value)}\r\n`));
    } else {
      const type = entry.value.type || 'application/octet-stream';
      push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${quote(entry.value.name)}"\r\nContent-Type: ${type}\r\n\r\n`));
      push(Buffer.from(entry.value._bytes));
      push(Buffer.from('\r\n'));
    }
  }
  push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}
