// The whole-page SOM the stateless tools return (upstream's `Som`): version, url, title, lang,
// regions, compilation counters and the page's structured data. Session tools keep returning
// only {regions, title, url}; this wraps the same compiled regions.
import { isInteractive, walkElements, type SomRegion } from '../som/types.js';
import type { StructuredData } from './structured-data.js';

/** The SOM format version upstream writes. */
export const SOM_VERSION = '0.1';

export interface SomMeta {
  html_bytes: number;
  som_bytes: number;
  element_count: number;
  interactive_count: number;
}

export interface SomDocument {
  som_version: string;
  url: string;
  title: string;
  lang: string;
  regions: SomRegion[];
  meta: SomMeta;
  structured_data?: StructuredData;
}

/**
 * Recount elements and the serialized size after regions changed. som_bytes is part of what it
 * measures, so it is iterated until stable (a bounded number of times, as its digit count settles fast).
 */
export function refreshMeta(som: SomDocument): SomDocument {
  const totals = { elements: 0, interactive: 0 };
  for (const element of walkElements(som.regions)) {
    totals.elements += 1;
    if (isInteractive(element.role)) totals.interactive += 1;
  }
  som.meta.element_count = totals.elements;
  som.meta.interactive_count = totals.interactive;
  for (let i = 0; i < 8; i += 1) {
    const size = Buffer.byteLength(serializeSom(som));
    if (size === som.meta.som_bytes) break;
    som.meta.som_bytes = size;
  }
  return som;
}

/** Field order as upstream's struct serializes it; optional fields omitted when absent. */
export function serializeSom(som: SomDocument): string {
  const ordered: Record<string, unknown> = {
    som_version: som.som_version,
    url: som.url,
    title: som.title,
    lang: som.lang,
    regions: som.regions,
    meta: { html_bytes: som.meta.html_bytes, som_bytes: som.meta.som_bytes, element_count: som.meta.element_count, interactive_count: som.meta.interactive_count },
  };
  if (som.structured_data) ordered.structured_data = som.structured_data;
  return JSON.stringify(ordered);
}

export function cloneSom(som: SomDocument): SomDocument {
  return JSON.parse(JSON.stringify(som)) as SomDocument;
}
