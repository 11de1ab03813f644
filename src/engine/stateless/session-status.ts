// session_status (docs/contract/engine.md §8): capacity, age and idle timing, and per session what it holds —
// the loaded URL, HTML and SOM sizes, node-map size, structured-data presence and how many
// interactive elements are disabled or read-only. Reading the status touches no session.
import { MAX_SESSIONS, type Session } from '../sessions.js';
import { isInteractive, walkElements } from '../som/types.js';

const flagged = (value: unknown): boolean => value === true || value === 'true' || value === '';

async function describe(session: Session, now: number): Promise<Record<string, unknown>> {
  const base: Record<string, unknown> = {
    session_id: session.id,
    age_ms: now - session.createdAt,
    idle_ms: now - session.lastUsedAt,
    trace_enabled: session.trace.enabled,
  };
  const page = session.page;
  if (!page) return { ...base, page_loaded: false };
  let disabled = 0;
  let readonly = 0;
  let interactive = 0;
  let elements = 0;
  for (const element of walkElements(page.som.regions)) {
    elements += 1;
    if (!isInteractive(element.role)) continue;
    interactive += 1;
    if (flagged(element.attrs?.disabled)) disabled += 1;
    if (flagged(element.attrs?.readonly)) readonly += 1;
  }
  const facts = await page.facts();
  return {
    ...base,
    page_loaded: true,
    url: page.url,
    title: page.som.title,
    effective_html_bytes: facts.effectiveHtmlBytes,
    som_bytes: Buffer.byteLength(JSON.stringify(page.som)),
    element_count: elements,
    interactive_count: interactive,
    node_map_entries: facts.nodeMapEntries,
    has_structured_data: facts.hasStructuredData,
    disabled_interactive_count: disabled,
    readonly_interactive_count: readonly,
  };
}

export async function sessionStatus(sessions: readonly Session[], now: number = Date.now()): Promise<Record<string, unknown>> {
  const described: Record<string, unknown>[] = [];
  for (const session of sessions) described.push(await describe(session, now));
  return {
    active_sessions: sessions.length,
    max_sessions: MAX_SESSIONS,
    available_sessions: Math.max(0, MAX_SESSIONS - sessions.length),
    oldest_session_age_ms: sessions.reduce((max, s) => Math.max(max, now - s.createdAt), 0),
    longest_idle_ms: sessions.reduce((max, s) => Math.max(max, now - s.lastUsedAt), 0),
    sessions: described,
  };
}
