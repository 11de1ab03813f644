// Bounded, redacted, memory-only action traces and validation-only replay (docs/contract/engine.md §10).
// Nothing raw leaves the log: URLs, SOM state and targets are HMAC-SHA-256 fingerprints under a
// per-session random key; typed and selected values keep only their byte length.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { SomElement, SomRegion } from './som/types.js';
import { walkElements } from './som/types.js';
import { truncateUtf8 } from '../contract/text.js';

export const TRACE_SCHEMA = 'plasmate.trace.v1';
export const MAX_TRACE_EVENTS = 128;
export const MAX_TRACE_BYTES = 48 * 1024;
export const MAX_EVENT_BYTES = 4 * 1024;
export const MAX_TRACE_STRING_BYTES = 512;
export const MAX_FINAL_TRACE_BYTES = 64 * 1024;
const HMAC_KEY_BYTES = 32;
const RETENTION = 'memory-only; removed when the browser session closes';
const REDACTION_POLICY =
  'Events keep action names, sanitized parameters, keyed fingerprints of URLs, page state and targets, origins, outcomes and timings; ' +
  'page content, cookies, headers, scripts and their results, typed or selected values and raw element ids are never stored.';
const OMITTED_FIELDS = ['cookies', 'authorization', 'headers', 'raw_html', 'screenshots', 'evaluate_source', 'evaluate_result', 'tool_output'];

export const TRACEABLE_ACTIONS: ReadonlySet<string> = new Set([
  'open_page',
  'navigate_to',
  'click',
  'type_text',
  'select_option',
  'scroll',
  'toggle',
  'clear',
  'close_page',
  'evaluate',
  'set_cookies',
  'clear_cookies',
]);

/** Actions that replay never considers (they are not element actions). */
const NON_REPLAYABLE = new Set(['open_page', 'close_page', 'evaluate', 'set_cookies', 'clear_cookies']);
/** The SOM action each replayable tool needs on its target. */
const REQUIRED_ACTION: Record<string, string> = { click: 'click', type_text: 'type', select_option: 'select', toggle: 'toggle', clear: 'clear' };

export interface StateSnapshot {
  url_fingerprint: string | null;
  origin: string | null;
  fingerprint: string;
  has_page: boolean;
}

export interface TraceTarget {
  provenance: 'session-owned-som';
  target_id: string;
  stable_key: string;
  role: string;
}

export interface TraceEvent {
  schema: string;
  sequence: number;
  action: string;
  parameters: Record<string, unknown>;
  target?: TraceTarget;
  before: StateSnapshot;
  after: StateSnapshot;
  outcome: 'success' | 'error';
  error_class?: string;
  duration_ms: number;
  redaction: { policy: string; value_handling: string; redacted_fields: string[]; omitted_fields: string[] };
}

/** What a page looks like to the trace: the URL and SOM it currently holds, if any. */
export interface PageView {
  url: string;
  regions: readonly SomRegion[];
  title: string;
}

/** Trace origin: scheme://host:port with the port always present; null when there is none. */
export function traceOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    const port = parsed.port !== '' ? parsed.port : parsed.protocol === 'https:' ? '443' : '80';
    return `${parsed.protocol}//${parsed.hostname}:${port}`;
  } catch {
    return null;
  }
}

export function errorClass(message: string): string {
  const lower = message.toLowerCase();
  if (lower.includes('not found')) return 'not_found';
  if (lower.includes('invalid argument')) return 'invalid_input';
  if (lower.includes('policy') || lower.includes('blocked')) return 'policy';
  if (lower.includes('timeout')) return 'timeout';
  if (lower.includes('javascript') || lower.includes('execution')) return 'execution';
  if (lower.includes('fetch') || lower.includes('navigation')) return 'network';
  return 'operation';
}

function redactedFields(action: string): string[] {
  switch (action) {
    case 'type_text':
      return ['text'];
    case 'select_option':
      return ['value'];
    case 'evaluate':
      return ['expression', 'result'];
    case 'set_cookies':
      return ['cookies'];
    case 'clear_cookies':
      return ['name', 'domain', 'url'];
    default:
      return [];
  }
}

function u64be(length: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(length));
  return buffer;
}

export class TraceLog {
  readonly traceId = randomUUID();
  private readonly key = randomBytes(HMAC_KEY_BYTES);
  private events: Array<{ event: TraceEvent; bytes: number }> = [];
  private retainedBytes = 0;
  private nextSequence = 1;
  private evicted = 0;
  private oversized = 0;
  private cleared = 0;

  constructor(readonly enabled: boolean) {}

  /** Keyed fingerprint: HMAC(key, "plasmate.trace.v1\0" ‖ u64be|label| ‖ label ‖ u64be|value| ‖ value). */
  fingerprint(label: string, value: string): string {
    const mac = createHmac('sha256', this.key);
    const labelBytes = Buffer.from(label, 'utf8');
    const valueBytes = Buffer.from(value, 'utf8');
    mac.update(Buffer.from(`${TRACE_SCHEMA}\u0000`, 'utf8'));
    mac.update(u64be(labelBytes.length));
    mac.update(labelBytes);
    mac.update(u64be(valueBytes.length));
    mac.update(valueBytes);
    return mac.digest('hex');
  }

  snapshot(page: PageView | undefined): StateSnapshot {
    if (!page) return { url_fingerprint: null, origin: null, fingerprint: `plasmate-state:v1:${this.fingerprint('som', 'closed')}`, has_page: false };
    return {
      url_fingerprint: `plasmate-url:v1:${this.fingerprint('url', page.url)}`,
      origin: traceOrigin(page.url),
      fingerprint: `plasmate-state:v1:${this.fingerprint('som', JSON.stringify({ title: page.title, url: page.url, regions: page.regions }))}`,
      has_page: true,
    };
  }

  target(element: SomElement): TraceTarget {
    const part = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
    const attrs = element.attrs ?? {};
    const stable = JSON.stringify([
      element.id,
      element.role,
      part(element.label),
      part([...(element.actions ?? [])].sort().join(',')),
      part(attrs.name),
      part(attrs.href),
      part(attrs.input_type),
      part(attrs.group),
      part(attrs.placeholder),
    ]);
    return {
      provenance: 'session-owned-som',
      target_id: `plasmate-trace-id:v1:${this.fingerprint('target-id', element.id)}`,
      stable_key: `plasmate-trace-target:v1:${this.fingerprint('target', stable)}`,
      role: element.role,
    };
  }

  parameters(action: string, args: Record<string, unknown>): Record<string, unknown> {
    const str = (value: unknown): string => (typeof value === 'string' ? value : '');
    switch (action) {
      case 'open_page':
      case 'navigate_to': {
        const url = str(args.url);
        return { origin: traceOrigin(url), url_fingerprint: `plasmate-url:v1:${this.fingerprint('url', url)}` };
      }
      case 'type_text':
        return { append: args.append === true, value: { byte_length: Buffer.byteLength(str(args.text)), redacted: true } };
      case 'select_option':
        return { value: { byte_length: Buffer.byteLength(str(args.value)), redacted: true } };
      case 'set_cookies':
        return { cookie_count: Array.isArray(args.cookies) ? args.cookies.length : 0 };
      case 'clear_cookies':
        return { filter_present: args.name !== undefined || args.domain !== undefined || args.url !== undefined };
      case 'scroll':
        return {
          direction: truncateUtf8(typeof args.direction === 'string' ? args.direction : 'down', MAX_TRACE_STRING_BYTES),
          pixels: typeof args.pixels === 'number' ? args.pixels : 300,
          targeted: typeof args.element_id === 'string',
        };
      default:
        return {};
    }
  }

  /** Build and append one event; it takes the next sequence number even when it is dropped as oversized. */
  record(input: {
    action: string;
    parameters: Record<string, unknown>;
    target?: TraceTarget;
    before: StateSnapshot;
    after: StateSnapshot;
    error?: string;
    durationMs: number;
  }): void {
    const event: TraceEvent = {
      schema: TRACE_SCHEMA,
      sequence: this.nextSequence,
      action: input.action,
      parameters: input.parameters,
      ...(input.target ? { target: input.target } : {}),
      before: input.before,
      after: input.after,
      outcome: input.error === undefined ? 'success' : 'error',
      ...(input.error === undefined ? {} : { error_class: errorClass(input.error) }),
      duration_ms: Math.max(0, Math.round(input.durationMs)),
      redaction: {
        policy: TRACE_SCHEMA,
        value_handling: 'omitted+byte_length',
        redacted_fields: redactedFields(input.action),
        omitted_fields: OMITTED_FIELDS,
      },
    };
    this.nextSequence += 1;
    const bytes = Buffer.byteLength(JSON.stringify(event));
    if (bytes > MAX_EVENT_BYTES) {
      this.oversized += 1;
      return;
    }
    while (this.events.length > 0 && (this.events.length >= MAX_TRACE_EVENTS || this.retainedBytes + bytes > MAX_TRACE_BYTES)) {
      const oldest = this.events.shift() as { bytes: number };
      this.retainedBytes -= oldest.bytes;
      this.evicted += 1;
    }
    this.events.push({ event, bytes });
    this.retainedBytes += bytes;
  }

  status(): Record<string, unknown> {
    return {
      schema: TRACE_SCHEMA,
      enabled: this.enabled,
      trace_id: this.traceId,
      retained_events: this.events.length,
      retained_bytes: this.retainedBytes,
      max_events: MAX_TRACE_EVENTS,
      max_bytes: MAX_TRACE_BYTES,
      next_sequence: this.nextSequence,
      evicted_events: this.evicted,
      oversized_events: this.oversized,
      cleared_events: this.cleared,
      retention: RETENTION,
    };
  }

  exportTrace(sessionId: string): Record<string, unknown> {
    return {
      schema: TRACE_SCHEMA,
      trace_id: this.traceId,
      session_id: sessionId,
      retained_events: this.events.length,
      retained_bytes: this.retainedBytes,
      next_sequence: this.nextSequence,
      evicted_events: this.evicted,
      oversized_events: this.oversized,
      cleared_events: this.cleared,
      redaction_policy: REDACTION_POLICY,
      events: this.events.map(({ event }) => event),
    };
  }

  clear(): number {
    const count = this.events.length;
    this.events = [];
    this.retainedBytes = 0;
    this.cleared += count;
    return count;
  }

  /** A detached copy, so close_page can append its event without touching the live log. */
  detachedCopy(): TraceLog {
    const copy = Object.create(TraceLog.prototype) as TraceLog;
    Object.assign(copy, this, { events: [...this.events] });
    return copy;
  }

  event(sequence: number): TraceEvent | undefined {
    return this.events.find(({ event }) => event.sequence === sequence)?.event;
  }
}

/** close_page's final_trace: the export with the close event, or a stub when it would exceed 64 KiB. */
export function finalTrace(log: TraceLog, sessionId: string): Record<string, unknown> {
  const exported = log.exportTrace(sessionId);
  if (Buffer.byteLength(JSON.stringify(exported)) <= MAX_FINAL_TRACE_BYTES) return exported;
  return { schema: TRACE_SCHEMA, omitted: true, reason: `Final trace export exceeded ${MAX_FINAL_TRACE_BYTES} bytes` };
}

/** replay_validate (validation only): the nine drift checks in upstream's order. */
export function validateReplay(log: TraceLog, sessionId: string, page: PageView | undefined, traceId: string, sequence: number, confirmed: boolean): Record<string, unknown> {
  const refused = (drift: string, message: string): Record<string, unknown> => ({
    drift,
    execution: 'validation_only',
    execution_available: false,
    message,
    schema: TRACE_SCHEMA,
    sequence,
    side_effects: false,
    status: 'refused',
    trace_id: traceId,
  });
  if (traceId !== log.traceId) return refused('cross_session', 'trace_id does not belong to this session');
  const event = log.event(sequence);
  if (!event) return refused('event_not_retained', 'no retained trace event has this sequence number');
  if (NON_REPLAYABLE.has(event.action)) return refused('unsupported_action', `${event.action} events cannot be replayed`);
  const now = log.snapshot(page);
  if (now.origin !== event.before.origin) return refused('origin_drift', 'the page origin differs from the recorded origin');
  if (now.url_fingerprint !== event.before.url_fingerprint) return refused('page_drift', 'the page URL differs from the recorded page');
  let target: TraceTarget | null = null;
  if (event.target) {
    const recorded = event.target;
    const matches = [...walkElements(page?.regions ?? [])].map((element) => log.target(element)).filter((t) => t.stable_key === recorded.stable_key && t.role === recorded.role);
    if (matches.length === 0) return refused('target_missing', 'the recorded target is not on the current page');
    if (matches.length > 1) return refused('target_ambiguous', 'more than one current element matches the recorded target');
    target = matches[0] as TraceTarget;
    const needed = REQUIRED_ACTION[event.action];
    if (needed !== undefined) {
      const element = [...walkElements(page?.regions ?? [])].find((el) => log.target(el).stable_key === recorded.stable_key);
      if (!element?.actions?.includes(needed)) return refused('action_unavailable', `the current target does not support ${needed}`);
    }
  }
  if (now.fingerprint !== event.before.fingerprint) return refused('state_drift', 'the page state differs from the recorded state');
  const result: Record<string, unknown> = {
    action: event.action,
    drift: null,
    execution: 'validation_only',
    execution_available: false,
    message: confirmed ? 'replay validated; execution is not available' : 'replay is valid but needs confirmation; execution is not available',
    schema: TRACE_SCHEMA,
    sequence,
    session_id: sessionId,
    side_effects: false,
    status: confirmed ? 'validated' : 'confirmation_required',
    target,
    trace_id: traceId,
  };
  if (confirmed) result.parameters = event.parameters;
  return result;
}
