// The tool catalogue: upstream's 26 tools in upstream's order, their input schemas (identical for
// every protocol version), titles, annotations and trust labels (docs/contract/engine.md §4). Descriptions are
// this project's own words; names, schemas, titles, hints and trust labels match upstream.
import {
  MAX_INSPECT_SELECTOR_BYTES,
  MAX_INSPECT_URL_BYTES,
  SCREENSHOT_TIMEOUT_MS,
  VIEWPORT_HEIGHT,
  VIEWPORT_WIDTH,
} from './stateless/inspect-page.js';

export type Trust = 'untrusted-web' | 'sensitive-session' | 'local' | 'tool-error';

export interface JsonSchema {
  [key: string]: unknown;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchema;
}

interface ToolMetadata {
  title: string;
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  openWorld: boolean;
  trust: Trust;
}

/** Upper bound on a trace handle (session_id, trace_id) in the trace tools' schemas. */
export const MAX_TRACE_HANDLE_BYTES = 64;

const str = (description: string, extra: Record<string, unknown> = {}): JsonSchema => ({ type: 'string', description, ...extra });
const bool = (description: string): JsonSchema => ({ type: 'boolean', description });
const int = (description: string): JsonSchema => ({ type: 'integer', description });
const PAGE_URL = 'Absolute http(s) URL of the page.';
const SELECTOR =
  'Narrow the SOM to a region (main, nav/navigation, header, footer, aside, content/article, form, dialog), an element role (button, link, text_input, select, ...), h1-h6, interactive, an action (action:click, action:type, action:select, ...) or #id.';
/** Upstream's no-argument tools advertise an empty property map and nothing else. */
const NO_ARGUMENTS: JsonSchema = { type: 'object', properties: {} };
const SESSION = str('Browser session id returned by open_page.');
const TRACE_SESSION = str('Browser session id returned by open_page.', { maxLength: MAX_TRACE_HANDLE_BYTES });

function objectSchema(properties: Record<string, JsonSchema>, required: string[], closed = false): JsonSchema {
  const schema: JsonSchema = { type: 'object', properties, required };
  if (closed) schema.additionalProperties = false;
  return schema;
}

const COOKIE_ITEM: JsonSchema = {
  type: 'object',
  properties: {
    name: str('Cookie name.'),
    value: str('Cookie value.'),
    domain: str('Domain the cookie belongs to; a leading dot is added when missing.'),
    path: str('Path scope of the cookie (default "/").'),
    expires: { type: 'number', description: 'Expiry as seconds since the Unix epoch; omit for a session cookie.' },
    httpOnly: bool('Hide the cookie from page scripts.'),
    secure: bool('Send the cookie over https only.'),
    sameSite: str('SameSite policy.', { enum: ['Strict', 'Lax', 'None'] }),
  },
  required: ['name', 'value', 'domain'],
};

export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  {
    name: 'fetch_page',
    description: 'Fetch a page once, without a session, and return its whole Semantic Object Model: regions, elements with ids, counters and structured data.',
    inputSchema: objectSchema(
      {
        url: str(PAGE_URL),
        budget: int('Token budget for the returned SOM (about four characters per token); larger SOMs are cut down to fit. No limit by default.'),
        javascript: bool('Run the page scripts before compiling the SOM (default true).'),
        selector: str(SELECTOR),
      },
      ['url'],
    ),
  },
  {
    name: 'extract_text',
    description: 'Fetch a page once and return its readable text only: title, meta description, text, list items, table cells and image alt text.',
    inputSchema: objectSchema({ url: str(PAGE_URL), max_chars: int('Cut the text to at most this many characters, a trailing "..." included. No limit by default.'), selector: str(SELECTOR) }, ['url']),
  },
  {
    name: 'extract_links',
    description: 'Fetch a page once and return its outbound URLs, one per line, resolved and deduplicated: links, frames, document <link>s and URLs named by its structured data.',
    inputSchema: objectSchema({ url: str(PAGE_URL), selector: str(SELECTOR) }, ['url']),
  },
  {
    name: 'ard_discover',
    description:
      'Look for static Agentic Resource Discovery (ARD v0.9 draft) catalogs that an https page or origin advertises (well-known URI, <link rel="ai-catalog">, robots.txt Agentmap). Returns bounded, validated catalog metadata as untrusted data; entries are never invoked, nested catalogs and registries never followed, trust claims never verified.',
    inputSchema: {
      type: 'object',
      properties: {
        url: { type: 'string', format: 'uri', description: 'Operator-supplied https page or origin to look at.' },
        timeout_ms: { type: 'integer', minimum: 1, maximum: 30000, default: 10000, description: 'Deadline for the whole discovery, shared by every probe and catalog fetch.' },
      },
      required: ['url'],
      additionalProperties: false,
    },
  },
  {
    name: 'crawl_policy',
    description:
      "Evaluate the target origin's robots.txt (RFC 9309) for one URL and one crawler product token, and return an advisory plasmate.crawl-policy.v1 decision with the matched rule and whether robots.txt was available, unavailable or unreachable. It grants no authorization and does not change how pages are fetched.",
    inputSchema: {
      type: 'object',
      properties: {
        url: { type: 'string', format: 'uri', maxLength: 4096, description: 'Public http(s) URL whose origin /robots.txt is evaluated.' },
        product_token: { type: 'string', pattern: '^[A-Za-z_-]{1,64}$', default: 'Plasmate', description: 'Crawler product token: selects the User-agent group and is sent as the robots.txt request user agent.' },
        timeout_ms: { type: 'integer', minimum: 1, maximum: 30000, default: 10000 },
      },
      required: ['url'],
      additionalProperties: false,
    },
  },
  {
    name: 'inspect_page',
    description:
      'Inspect a page through a bounded compact SOM and report whether its structure looks insufficient. Scripts are off unless javascript=true. The reference engine has no renderer: no screenshot is ever captured, and the result says so.',
    inputSchema: objectSchema(
      {
        url: { type: 'string', format: 'uri', maxLength: MAX_INSPECT_URL_BYTES },
        javascript: { type: 'boolean', default: false, description: 'Run the page scripts before inspecting (off by default).' },
        selector: { type: 'string', maxLength: MAX_INSPECT_SELECTOR_BYTES, description: 'Optional SOM selector applied to the compact structure.' },
        visual_mode: { type: 'string', enum: ['never', 'auto', 'always'], default: 'auto' },
        width: { type: 'integer', minimum: VIEWPORT_WIDTH.min, maximum: VIEWPORT_WIDTH.max, default: VIEWPORT_WIDTH.default },
        height: { type: 'integer', minimum: VIEWPORT_HEIGHT.min, maximum: VIEWPORT_HEIGHT.max, default: VIEWPORT_HEIGHT.default },
        screenshot_timeout_ms: { type: 'integer', minimum: SCREENSHOT_TIMEOUT_MS.min, maximum: SCREENSHOT_TIMEOUT_MS.max, default: SCREENSHOT_TIMEOUT_MS.default },
      },
      ['url'],
      true,
    ),
  },
  { name: 'cache_status', description: 'Report the counters, bounds and inventory of the stateless tools\' SOM cache.', inputSchema: NO_ARGUMENTS },
  { name: 'session_status', description: 'Report the browser-session capacity, age and idle times, and what each open session holds.', inputSchema: NO_ARGUMENTS },
  {
    name: 'trace_status',
    description: 'Report the bounded, redacted action trace counters of a browser session.',
    inputSchema: objectSchema({ session_id: TRACE_SESSION }, ['session_id'], true),
  },
  {
    name: 'trace_export',
    description: 'Export the retained redacted action trace events of a browser session.',
    inputSchema: objectSchema({ session_id: TRACE_SESSION }, ['session_id'], true),
  },
  {
    name: 'trace_clear',
    description: 'Drop the retained trace events of a browser session; sequence numbers keep counting.',
    inputSchema: objectSchema({ session_id: TRACE_SESSION }, ['session_id'], true),
  },
  {
    name: 'replay_validate',
    description: 'Check whether a recorded trace event could be replayed on the current page. Validation only: nothing is executed.',
    inputSchema: objectSchema(
      {
        session_id: TRACE_SESSION,
        trace_id: str('Trace id the event was recorded under.', { maxLength: MAX_TRACE_HANDLE_BYTES }),
        sequence: { type: 'integer', description: 'Sequence number of the recorded event.', minimum: 1 },
        confirmed: bool('Set when a human confirmed the replay; the result then carries the sanitized parameters.'),
      },
      ['session_id', 'trace_id', 'sequence'],
      true,
    ),
  },
  {
    name: 'screenshot_page',
    description: 'Render a page to an image. The reference engine has no renderer, so this always returns a tool error; use fetch_page or inspect_page instead.',
    inputSchema: objectSchema(
      {
        url: str('Absolute http(s) URL of the page to capture.'),
        width: int('Viewport width in pixels (default 1280).'),
        height: int('Viewport height in pixels (default 720).'),
        format: str('Image format: png, jpeg or webp (default png).'),
      },
      ['url'],
    ),
  },
  {
    name: 'open_page',
    description: 'Open a new browser session on a URL, run its scripts and return the Semantic Object Model with element ids.',
    inputSchema: objectSchema({ url: str('Absolute http(s) URL to open.'), trace: bool('Record a redacted action trace for this session.') }, ['url']),
  },
  {
    name: 'evaluate',
    description: 'Evaluate a JavaScript expression against a copy of the current page; changes are not kept.',
    inputSchema: objectSchema({ session_id: SESSION, expression: str('A JavaScript expression (not a statement list).') }, ['session_id', 'expression']),
  },
  {
    name: 'click',
    description: 'Click an element by its SOM element id; links navigate the session.',
    inputSchema: objectSchema({ session_id: SESSION, element_id: str('SOM element id to click.') }, ['session_id', 'element_id']),
  },
  { name: 'close_page', description: 'Close a browser session and release its state.', inputSchema: objectSchema({ session_id: SESSION }, ['session_id']) },
  {
    name: 'navigate_to',
    description: 'Load another URL in an existing browser session.',
    inputSchema: objectSchema({ session_id: SESSION, url: str('Absolute http(s) URL to load.') }, ['session_id', 'url']),
  },
  {
    name: 'type_text',
    description: 'Type text into a text input or textarea by its SOM element id.',
    inputSchema: objectSchema(
      {
        session_id: SESSION,
        element_id: str('SOM element id of the input.'),
        text: str('Text to type.'),
        append: bool('Append to the current value instead of replacing it.'),
      },
      ['session_id', 'element_id', 'text'],
    ),
  },
  {
    name: 'select_option',
    description: 'Choose an option of a select element by option value or visible text.',
    inputSchema: objectSchema(
      { session_id: SESSION, element_id: str('SOM element id of the select.'), value: str('Option value or visible text to choose.') },
      ['session_id', 'element_id', 'value'],
    ),
  },
  {
    name: 'scroll',
    description: 'Scroll the page, or scroll an element into view.',
    inputSchema: objectSchema(
      {
        session_id: SESSION,
        direction: str('Scroll direction.', { enum: ['down', 'up', 'top', 'bottom'] }),
        pixels: { type: 'integer', description: 'Distance for up/down scrolling (default 300).' },
        element_id: str('SOM element id to scroll into view instead.'),
      },
      ['session_id'],
    ),
  },
  {
    name: 'toggle',
    description: 'Toggle a checkbox, radio button or details element by its SOM element id.',
    inputSchema: objectSchema({ session_id: SESSION, element_id: str('SOM element id to toggle.') }, ['session_id', 'element_id']),
  },
  {
    name: 'clear',
    description: 'Clear the value of an input by its SOM element id.',
    inputSchema: objectSchema({ session_id: SESSION, element_id: str('SOM element id to clear.') }, ['session_id', 'element_id']),
  },
  {
    name: 'get_cookies',
    description: "Read the session's cookies, optionally only those that would be sent to a URL.",
    inputSchema: objectSchema({ session_id: SESSION, url: str('Only cookies that apply to this URL.') }, ['session_id']),
  },
  {
    name: 'set_cookies',
    description: "Add or replace cookies in the session's cookie jar.",
    inputSchema: objectSchema(
      { session_id: SESSION, cookies: { type: 'array', description: 'Cookies to set.', items: COOKIE_ITEM } },
      ['session_id', 'cookies'],
    ),
  },
  {
    name: 'clear_cookies',
    description: "Remove cookies from the session's cookie jar, all of them or those matching a filter.",
    inputSchema: objectSchema(
      {
        session_id: SESSION,
        name: str('Only cookies with this name.'),
        domain: str('Only cookies of this domain.'),
        url: str('Only cookies of this URL host.'),
      },
      ['session_id'],
    ),
  },
];

const META: Record<string, ToolMetadata> = {
  fetch_page: meta('Fetch Semantic Page', true, false, true, true),
  extract_text: meta('Extract Page Text', true, false, true, true),
  extract_links: meta('Extract Page Links', true, false, true, true),
  ard_discover: meta('Discover Static ARD Catalogs', true, false, true, true),
  crawl_policy: meta('Evaluate Crawl Policy', true, false, true, true),
  inspect_page: meta('Inspect Structured Page', true, false, true, true),
  cache_status: meta('Inspect SOM Cache', true, false, true, false, 'local'),
  session_status: meta('Inspect Browser Sessions', true, false, true, false, 'sensitive-session'),
  trace_status: meta('Inspect Session Trace', true, false, true, false, 'sensitive-session'),
  trace_export: meta('Export Session Trace', true, false, true, false, 'sensitive-session'),
  trace_clear: meta('Clear Session Trace', false, true, true, false, 'sensitive-session'),
  replay_validate: meta('Validate Replay Plan', true, false, true, false, 'sensitive-session'),
  screenshot_page: meta('Capture Page Screenshot', true, false, true, true),
  open_page: meta('Open Browser Session', false, false, false, true),
  evaluate: meta('Evaluate Page JavaScript', false, true, false, true),
  click: meta('Click Page Element', false, true, false, true),
  close_page: meta('Close Browser Session', false, true, true, false, 'sensitive-session'),
  navigate_to: meta('Navigate Browser Session', false, true, false, true),
  type_text: meta('Type Into Page Element', false, true, false, true),
  select_option: meta('Select Page Option', false, true, false, true),
  scroll: meta('Scroll Page', false, false, false, true),
  toggle: meta('Toggle Page Control', false, true, false, true),
  clear: meta('Clear Page Input', false, true, true, true),
  get_cookies: meta('Read Session Cookies', true, false, true, false, 'sensitive-session'),
  set_cookies: meta('Set Session Cookies', false, true, true, false, 'sensitive-session'),
  clear_cookies: meta('Clear Session Cookies', false, true, true, false, 'sensitive-session'),
};

const FALLBACK_META = meta('Plasmate Tool', false, true, false, true);

function meta(title: string, readOnly: boolean, destructive: boolean, idempotent: boolean, openWorld: boolean, trust: Trust = 'untrusted-web'): ToolMetadata {
  return { title, readOnly, destructive, idempotent, openWorld, trust };
}

export function toolMetadata(name: string): ToolMetadata {
  return META[name] ?? FALLBACK_META;
}

export function isKnownTool(name: string): boolean {
  return TOOL_DEFINITIONS.some((tool) => tool.name === name);
}
