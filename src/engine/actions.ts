// Element actions on the live DOM (docs/contract/engine.md §7.3-7.5). Every action resolves the DOM node the SOM
// element was compiled from. Upstream [derived] finds select/toggle/clear/scroll targets only via a
// `data-plasmate-id` attribute ordinary pages never carry, and lets click succeed when the node is
// missing; here the SOM id resolves to its node, the attribute is still honoured as a fallback,
// and a click on a missing node is an error.
import { FormSubmissionError, type FormRequest } from './forms.js';
import type { LivePage } from './page.js';

export type ActionName = 'click' | 'type_text' | 'select_option' | 'toggle' | 'clear' | 'scroll';

export class ActionError extends Error {}

export interface ActionInput {
  text?: string;
  append?: boolean;
  value?: string;
  direction?: string;
  pixels?: number;
}

export interface ActionResult {
  /** Absolute URL a clicked link navigates to. */
  navigateTo?: string;
  /**
   * The form submission the action caused (a click on a submit button, or a page handler calling
   * form.requestSubmit() or form.submit()); it takes the place of a link navigation, as the later
   * navigation does in a browser.
   */
  submission?: FormRequest;
  scrollPosition?: number;
}

// The DOM types are jsdom's; they are used structurally to keep this module free of a jsdom import.
interface LiveElement {
  localName: string;
  tagName: string;
  getAttribute(name: string): string | null;
  closest(selector: string): LiveElement | null;
  dispatchEvent(event: unknown): boolean;
  scrollIntoView?: (options?: unknown) => void;
  textContent: string | null;
  value?: string;
  checked?: boolean;
  open?: boolean;
  type?: string;
  selectedIndex?: number;
  options?: ArrayLike<{ value: string; text: string; label: string }>;
  isContentEditable?: boolean;
}

function resolveNode(page: LivePage, elementId: string | undefined): LiveElement | undefined {
  if (elementId === undefined) return undefined;
  const mapped = page.nodes.get(elementId) as unknown as LiveElement | undefined;
  const document = page.window.document;
  if (mapped && document.contains(mapped as unknown as Node)) return mapped;
  const escaped = page.window.CSS?.escape ? page.window.CSS.escape(elementId) : elementId.replace(/["\\]/g, '\\$&');
  return (document.querySelector(`[data-plasmate-id="${escaped}"]`) as unknown as LiveElement | null) ?? undefined;
}

/** Apply one action to the live page, then recompile its SOM. */
export async function performAction(page: LivePage, action: ActionName, elementId: string | undefined, input: ActionInput): Promise<ActionResult> {
  const window = page.window;
  const fire = (node: LiveElement, type: string): void => {
    node.dispatchEvent(new window.Event(type, { bubbles: true }));
  };
  const result: ActionResult = {};
  // A submission planned before this action (a page timer between tool calls) is not this action's.
  await page.takeSubmission().catch(() => undefined);
  const node = resolveNode(page, elementId);
  switch (action) {
    case 'click': {
      if (!node) throw new ActionError('Element not found in DOM');
      const proceed = node.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
      const anchor = node.closest('a[href]');
      if (proceed && anchor) {
        const target = linkTarget(page.url, anchor.getAttribute('href') ?? '');
        if (target !== undefined) result.navigateTo = target;
      }
      break;
    }
    case 'type_text': {
      if (!node) throw new ActionError('Element not found in DOM');
      const text = input.text ?? '';
      if (typeof node.value === 'string') node.value = input.append ? node.value + text : text;
      else node.textContent = input.append ? (node.textContent ?? '') + text : text;
      fire(node, 'input');
      fire(node, 'change');
      break;
    }
    case 'select_option': {
      if (!node) throw new ActionError('Element not found in DOM');
      const wanted = input.value ?? '';
      if (node.localName === 'input' && node.type === 'radio') {
        // A radio's SOM action is `select`: naming its value checks it.
        if (node.value !== wanted) throw new ActionError(`Option not found: ${wanted}`);
        node.checked = true;
        fire(node, 'change');
        break;
      }
      if (node.tagName !== 'SELECT') throw new ActionError('Element is not a <select>');
      const options = Array.from(node.options ?? []);
      const index = options.findIndex((option) => option.value === wanted || option.text === wanted);
      if (index === -1) throw new ActionError(`Option not found: ${wanted}`);
      node.selectedIndex = index;
      fire(node, 'change');
      break;
    }
    case 'toggle': {
      if (!node) throw new ActionError('Element not found in DOM');
      if (node.tagName === 'INPUT' && (node.type === 'checkbox' || node.type === 'radio')) {
        node.checked = !node.checked;
        fire(node, 'change');
      } else if (node.tagName === 'DETAILS') {
        // jsdom queues its own `toggle` event when `open` changes, so none is dispatched here.
        node.open = !node.open;
      } else {
        throw new ActionError('Element is not a checkbox, radio button, or details element');
      }
      break;
    }
    case 'clear': {
      if (!node) throw new ActionError('Element not found in DOM');
      if (typeof node.value === 'string') node.value = '';
      else node.textContent = '';
      fire(node, 'input');
      fire(node, 'change');
      break;
    }
    case 'scroll': {
      if (elementId !== undefined) {
        if (!node) throw new ActionError('Element not found in DOM');
        // jsdom has no layout, so scrolling an element into view moves nothing.
        node.scrollIntoView?.({ behavior: 'instant', block: 'center' });
      }
      result.scrollPosition = Number(window.document.documentElement.scrollTop) || 0;
      break;
    }
  }
  // Let handlers' microtasks (promise callbacks) settle before the SOM is recompiled.
  await new Promise<void>((resolve) => setImmediate(resolve));
  page.recompile();
  try {
    const submission = await page.takeSubmission();
    if (submission !== undefined) {
      result.submission = submission;
      delete result.navigateTo;
    }
  } catch (error) {
    if (error instanceof FormSubmissionError) throw new ActionError(error.message);
    throw error;
  }
  return result;
}

/** Where clicking a link with this href goes; undefined for same-document fragments and non-http(s) schemes. */
export function linkTarget(currentUrl: string, href: string): string | undefined {
  let target: URL;
  try {
    target = new URL(href, currentUrl);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  const current = new URL(currentUrl);
  if (target.hash !== '' && target.href.split('#')[0] === current.href.split('#')[0]) return undefined;
  return target.href;
}
