// A deliberately small CSS visibility pass: which classes, ids and a few tags `<style>` rules hide.
// It is pattern matching on declarations, not a cascade, matching what upstream's compiler does.
import { children, isElement, type DomNode } from './dom.js';

const HIDING = [
  (d: string) => d.includes('display:none'),
  (d: string) => d.includes('visibility:hidden'),
  (d: string) => d.includes('opacity:0'),
  (d: string) => d.includes('clip:rect(0') && d.includes('position:absolute'),
  (d: string) => d.includes('height:0') && d.includes('overflow:hidden'),
  (d: string) => d.includes('width:0') && d.includes('overflow:hidden'),
  (d: string) => d.includes('max-height:0') && d.includes('overflow:hidden'),
  (d: string) => d.includes('font-size:0'),
];
const SHOWING = ['display:block', 'display:flex', 'display:grid', 'display:inline', 'visibility:visible'];
const TAGS_HIDDEN_BY_CSS = new Set(['noscript', 'template']);
const IDENT = /^[A-Za-z0-9_-]+/;

export class VisibilityRules {
  private readonly hiddenClasses = new Set<string>();
  private readonly hiddenIds = new Set<string>();
  private readonly hiddenTags = new Set<string>();
  private readonly visibleClasses = new Set<string>();

  static fromDocument(root: DomNode): VisibilityRules {
    const rules = new VisibilityRules();
    const visit = (node: DomNode): void => {
      if (isElement(node) && node.localName === 'style') {
        const css = children(node)
          .filter((child) => child.nodeType === 3)
          .map((child) => child.nodeValue ?? '')
          .join('');
        if (css !== '') rules.parse(css);
      }
      for (const child of children(node)) visit(child);
    };
    visit(root);
    return rules;
  }

  static empty(): VisibilityRules {
    return new VisibilityRules();
  }

  /** Reads top-level `selector { declarations }` pairs; nested blocks are flattened into their parent. */
  parse(css: string): void {
    let selector = '';
    let block = '';
    let depth = 0;
    for (const ch of css) {
      if (ch === '{') {
        depth += 1;
        if (depth === 1) {
          block = '';
          continue;
        }
      }
      if (ch === '}') {
        depth -= 1;
        if (depth === 0) {
          this.rule(selector.trim(), block);
          selector = '';
          continue;
        }
      }
      if (depth > 0) block += ch;
      else selector += ch;
    }
  }

  private rule(selector: string, declarations: string): void {
    const decl = declarations.replace(/\s+/g, '').toLowerCase();
    const hidden = HIDING.some((test) => test(decl));
    const visible = SHOWING.some((pattern) => decl.includes(pattern));
    if (!hidden && !visible) return;
    for (const raw of selector.split(',')) {
      const sel = raw.trim();
      if (sel === '' || sel.startsWith('@')) continue;
      const parts = sel.split(/\s+/);
      const last = parts[parts.length - 1] ?? sel;
      for (const segment of last.split(/[>+~]/)) {
        this.segment(segment.trim(), hidden, visible);
      }
    }
  }

  private segment(segment: string, hidden: boolean, visible: boolean): void {
    if (segment === '') return;
    let i = 0;
    while (i < segment.length) {
      const ch = segment[i];
      if (ch === '.' || ch === '#') {
        const name = IDENT.exec(segment.slice(i + 1))?.[0] ?? '';
        i += 1 + name.length;
        if (name === '') continue;
        if (ch === '.') {
          if (hidden) this.hiddenClasses.add(name);
          if (visible) this.visibleClasses.add(name);
        } else if (hidden) {
          this.hiddenIds.add(name);
        }
      } else if (ch === ':' || ch === '[') {
        break;
      } else {
        i += 1;
      }
    }
    const tag = segment.split(/[.#:[]/)[0] ?? '';
    if (hidden && /^[A-Za-z]+$/.test(tag) && TAGS_HIDDEN_BY_CSS.has(tag)) this.hiddenTags.add(tag);
  }

  isHidden(tag: string, className: string, id: string): boolean {
    if (this.hiddenTags.has(tag)) return true;
    if (id !== '' && this.hiddenIds.has(id)) return true;
    return className.split(/\s+/).some((cls) => cls !== '' && this.hiddenClasses.has(cls) && !this.visibleClasses.has(cls));
  }
}
