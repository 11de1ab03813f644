// The structured content some elements carry in their attributes: a select's options, a list's
// items, a table's headers and rows (with colspan and rowspan), each within upstream's budgets,
// and upstream's lenient number parsing of attribute values.
import { children, isElement, type DomElement, type DomNode } from './dom.js';
import { attr, attrPairs, cssHidden, hasAttr, normalizeText, shouldStrip, truncateText, visibleText } from './text.js';
import type { VisibilityRules } from './visibility.js';

// Content budgets (upstream's ContentConfig defaults).
const MAX_LIST_ITEMS = 5;
const MAX_TABLE_CELL_CHARS = 80;
const MAX_TABLE_COLUMNS = 12;
const MAX_TABLE_ROWS = 30;

/** An integer attribute as a number, anything else kept as written. */
export function parseIntOr(value: string): unknown {
  const trimmed = value.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : value;
}

/** An integer or decimal attribute as a number, anything else kept as written. */
export function parseNumberOr(value: string): unknown {
  const trimmed = value.trim();
  if (/^[+-]?\d+$/.test(trimmed)) return Number(trimmed);
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return Number(trimmed);
  return value;
}

export function selectOptions(node: DomElement, css: VisibilityRules, multiple: boolean): Array<Record<string, unknown>> {
  const options: Array<Record<string, unknown>> = [];
  const visit = (parent: DomNode, group: string | undefined, groupDisabled: boolean): void => {
    for (const child of children(parent)) {
      if (shouldStrip(child) || cssHidden(child, css) || !isElement(child)) continue;
      const attrs = attrPairs(child);
      if (child.localName === 'option') {
        const childText = normalizeText(visibleText(child, css));
        const labelAttr = attr(attrs, 'label');
        const text = labelAttr !== undefined && normalizeText(labelAttr) !== '' ? normalizeText(labelAttr) : childText;
        const option: Record<string, unknown> = { value: attr(attrs, 'value') ?? childText, text };
        if (group) option.group = group;
        if (hasAttr(attrs, 'selected')) option.selected = true;
        if (groupDisabled || hasAttr(attrs, 'disabled')) option.disabled = true;
        options.push(option);
      } else if (child.localName === 'optgroup') {
        visit(child, attr(attrs, 'label') ?? '', groupDisabled || hasAttr(attrs, 'disabled'));
      }
    }
  };
  visit(node, undefined, false);
  if (!multiple && !options.some((o) => o.selected === true)) {
    const first = options.find((o) => o.disabled !== true);
    if (first) first.selected = true;
  }
  return options;
}

export function listItems(node: DomElement, css: VisibilityRules): Array<Record<string, unknown>> {
  const items: Array<Record<string, unknown>> = [];
  let total = 0;
  for (const child of children(node)) {
    if (shouldStrip(child) || cssHidden(child, css) || !isElement(child) || child.localName !== 'li') continue;
    const text = visibleText(child, css);
    if (text.trim() === '') continue;
    total += 1;
    if (items.length < MAX_LIST_ITEMS) items.push({ text: normalizeText(text) });
  }
  if (total > MAX_LIST_ITEMS) items.push({ text: `[${total - MAX_LIST_ITEMS} more items]` });
  return items;
}

export function tableData(node: DomElement, css: VisibilityRules): { headers: string[]; rows: string[][] } {
  const headers: string[] = [];
  const rows: string[][] = [];
  const pending: Array<[number, string] | undefined> = [];
  const consumeRowspans = (row: string[], col: { v: number }): void => {
    while (col.v < MAX_TABLE_COLUMNS) {
      const slot = pending[col.v];
      if (!slot || slot[0] === 0) break;
      row.push(slot[1]);
      pending[col.v] = slot[0] > 1 ? [slot[0] - 1, slot[1]] : undefined;
      col.v += 1;
    }
  };
  const visit = (parent: DomNode): void => {
    for (const child of children(parent)) {
      if (shouldStrip(child) || cssHidden(child, css) || !isElement(child)) continue;
      if (child.localName !== 'tr') {
        visit(child);
        continue;
      }
      const row: string[] = [];
      const col = { v: 0 };
      let headerRow = true;
      for (const cell of children(child)) {
        if (shouldStrip(cell) || cssHidden(cell, css) || !isElement(cell)) continue;
        consumeRowspans(row, col);
        if (row.length >= MAX_TABLE_COLUMNS) break;
        const cellText = truncateText(visibleText(cell, css), MAX_TABLE_CELL_CHARS);
        const cellAttrs = attrPairs(cell);
        const colspanRaw = Number.parseInt(attr(cellAttrs, 'colspan') ?? '', 10);
        const colspan = Math.min(Number.isNaN(colspanRaw) || colspanRaw < 0 ? 1 : colspanRaw, MAX_TABLE_COLUMNS - row.length);
        const rowspanRaw = Number.parseInt(attr(cellAttrs, 'rowspan') ?? '', 10);
        const rowspan = rowspanRaw > 1 ? rowspanRaw : 1;
        if (cell.localName !== 'th' && cell.localName !== 'td') continue;
        if (cell.localName === 'td') headerRow = false;
        const start = col.v;
        for (let i = 0; i < colspan; i += 1) {
          if (row.length < MAX_TABLE_COLUMNS) {
            row.push(cellText);
            col.v += 1;
          }
        }
        if (rowspan > 1) for (let c = start; c < col.v; c += 1) pending[c] = [rowspan - 1, cellText];
      }
      consumeRowspans(row, col);
      if (row.length === 0) continue;
      if (headerRow && headers.length === 0) headers.push(...row);
      else if (rows.length < MAX_TABLE_ROWS) rows.push(row);
    }
  };
  visit(node);
  return { headers, rows };
}
