// The structured content some elements carry in their attributes: a select's options, a list's
// items, a table's headers and rows (with colspan and rowspan), each within upstream's budgets,
// and upstream's lenient number parsing of attribute values.
import { children, isElement, type DomElement, type DomNode } from './dom.js';
import { attr, attrPairs, cssHidden, hasAttr, normalizeText, shouldStrip, trimSpace, truncateText, visibleText } from './text.js';
import type { VisibilityRules } from './visibility.js';

// Content budgets (upstream's ContentConfig defaults).
const MAX_LIST_ITEMS = 5;
const MAX_TABLE_CELL_CHARS = 80;
const MAX_TABLE_COLUMNS = 12;
const MAX_TABLE_ROWS = 30;

/**
 * An attribute that is wholly an integer (an optional sign, then digits: no white space, as
 * upstream parses it) as a number, anything else kept as written.
 */
export function parseIntOr(value: string): unknown {
  if (!/^[+-]?\d+$/.test(value)) return value;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

/**
 * A select's options: value (the text when absent), text, group, selected, disabled. `live`: the
 * selection was changed on the page, so the options' live selectedness is read instead of their
 * `selected` attributes. With none selected, a single select's first option is.
 */
export function selectOptions(node: DomElement, css: VisibilityRules, multiple: boolean, live: boolean): Array<Record<string, unknown>> {
  const options: Array<Record<string, unknown>> = [];
  const visit = (parent: DomNode, group: string | undefined, groupDisabled: boolean): void => {
    for (const child of children(parent)) {
      if (shouldStrip(child) || cssHidden(child, css) || !isElement(child)) continue;
      const attrs = attrPairs(child);
      if (child.localName === 'option') {
        const text = normalizeText(visibleText(child, css));
        const option: Record<string, unknown> = { value: attr(attrs, 'value') ?? text, text };
        if (group) option.group = group;
        if (live ? child.selected === true : hasAttr(attrs, 'selected')) option.selected = true;
        if (groupDisabled || hasAttr(attrs, 'disabled')) option.disabled = true;
        options.push(option);
      } else if (child.localName === 'optgroup') {
        visit(child, attr(attrs, 'label') ?? '', groupDisabled || hasAttr(attrs, 'disabled'));
      }
    }
  };
  visit(node, undefined, false);
  if (!multiple && !options.some((o) => o.selected === true) && options[0] !== undefined) options[0].selected = true;
  return options;
}

export function listItems(node: DomElement, css: VisibilityRules): Array<Record<string, unknown>> {
  const items: Array<Record<string, unknown>> = [];
  let total = 0;
  for (const child of children(node)) {
    if (shouldStrip(child) || cssHidden(child, css) || !isElement(child) || child.localName !== 'li') continue;
    const text = visibleText(child, css);
    if (trimSpace(text) === '') continue;
    total += 1;
    if (items.length < MAX_LIST_ITEMS) items.push({ text: normalizeText(text) });
  }
  if (total > MAX_LIST_ITEMS) items.push({ text: `[${total - MAX_LIST_ITEMS} more items]` });
  return items;
}

/** A colspan as upstream reads it: an unsigned integer (`+` allowed, nothing else), else 1. */
function colspanOf(value: string | undefined): number {
  return value !== undefined && /^\+?\d+$/.test(value) ? Number(value) : 1;
}

/**
 * A table's header row and data rows: rows are the `tr`s anywhere under the table outside its
 * cells, cells their `th`/`td` children (a colspan repeats a cell's text; rowspans are not
 * carried down), within the column, row and cell-text budgets.
 */
export function tableData(node: DomElement, css: VisibilityRules): { headers: string[]; rows: string[][] } {
  const headers: string[] = [];
  const rows: string[][] = [];
  const visible = (parent: DomNode): DomElement[] => children(parent).filter((child): child is DomElement => !shouldStrip(child) && !cssHidden(child, css) && isElement(child));
  const visit = (parent: DomNode): void => {
    for (const child of visible(parent)) {
      if (child.localName !== 'tr') {
        visit(child);
        continue;
      }
      const row: string[] = [];
      let headerRow = true;
      for (const cell of visible(child)) {
        if (row.length >= MAX_TABLE_COLUMNS) break;
        if (cell.localName !== 'th' && cell.localName !== 'td') continue;
        const cellText = truncateText(visibleText(cell, css), MAX_TABLE_CELL_CHARS);
        const colspan = Math.min(colspanOf(attr(attrPairs(cell), 'colspan')), MAX_TABLE_COLUMNS - row.length);
        if (cell.localName === 'td') headerRow = false;
        for (let i = 0; i < colspan; i += 1) row.push(cellText);
      }
      if (row.length === 0) continue;
      if (headerRow && headers.length === 0) headers.push(...row);
      else if (rows.length < MAX_TABLE_ROWS) rows.push(row);
    }
  };
  visit(node);
  return { headers, rows };
}
