// Budgets: a region's elements within upstream's per-region limits (links, duplicate links,
// paragraphs, elements), what was dropped summarised in one trailing paragraph.
import type { ElementRole, SomElement } from './types.js';

// Content budgets (upstream's ContentConfig defaults).
const MAX_PARAGRAPHS_PER_REGION = 10;
const MAX_LINKS_PER_REGION = 200;
const MAX_NAVIGATION_LINKS = 80;
const MAX_ELEMENTS_PER_REGION = 400;

function normalizeHref(href: string): string {
  let value: string;
  try {
    const url = new URL(href);
    url.hash = '';
    value = url.href;
  } catch {
    const hash = href.indexOf('#');
    value = hash === -1 ? href : href.slice(0, hash);
  }
  return value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value;
}

/** Roles never dropped by the element budget (with headings): a form must stay usable. */
const FORM_CONTROL_ROLES: ReadonlySet<ElementRole> = new Set(['text_input', 'textarea', 'select', 'checkbox', 'radio', 'button']);

export function summarize(elements: SomElement[], isNavigation: boolean): SomElement[] {
  const result: SomElement[] = [];
  const seenHrefs = new Set<string>();
  const linkLimit = isNavigation ? MAX_NAVIGATION_LINKS : MAX_LINKS_PER_REGION;
  let keptLinks = 0;
  let keptParagraphs = 0;
  const dropped = { dupes: 0, links: 0, paragraphs: 0, other: 0, chars: 0 };
  const charsOf = (el: SomElement): number => Buffer.byteLength(el.text ?? '');
  for (const el of elements) {
    const protectedRole = FORM_CONTROL_ROLES.has(el.role) || el.role === 'heading';
    if (result.length >= MAX_ELEMENTS_PER_REGION && !protectedRole) {
      dropped.other += 1;
      dropped.chars += charsOf(el);
      continue;
    }
    if (el.role === 'link') {
      const href = el.attrs?.href;
      if (typeof href === 'string') {
        const normalized = normalizeHref(href);
        if (seenHrefs.has(normalized)) {
          dropped.dupes += 1;
          dropped.chars += charsOf(el);
          continue;
        }
        seenHrefs.add(normalized);
      }
      keptLinks += 1;
      if (keptLinks > linkLimit) {
        dropped.links += 1;
        dropped.chars += charsOf(el);
        continue;
      }
    }
    if (el.role === 'paragraph') {
      keptParagraphs += 1;
      if (keptParagraphs > MAX_PARAGRAPHS_PER_REGION) {
        dropped.paragraphs += 1;
        dropped.chars += charsOf(el);
        continue;
      }
    }
    result.push(el);
  }
  const total = dropped.dupes + dropped.links + dropped.paragraphs + dropped.other;
  if (total > 0) {
    const parts: string[] = [];
    if (dropped.dupes > 0) parts.push(`${dropped.dupes} duplicate links`);
    if (dropped.links > 0) parts.push(`${dropped.links} more links`);
    if (dropped.paragraphs > 0) parts.push(`${dropped.paragraphs} more paragraphs`);
    if (dropped.other > 0) parts.push(`${dropped.other} more elements`);
    result.push({ id: `e_summary_${total}`, role: 'paragraph', text: `[${parts.join(', ')} dropped, ~${dropped.chars} chars]` });
  }
  return result;
}
