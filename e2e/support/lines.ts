/**
 * How the browser lays out an element's text: its lines, and whether a select shows its choice
 * whole. For `locator.evaluate(lineCount)`: each function runs in the page, so it uses nothing from
 * outside itself.
 */
import type { Page } from '@playwright/test';

/** The number of lines the element's text is drawn on. */
export function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** The first visible character of each line the element's text is drawn on. */
export function lineStarts(element: Element): string[] {
  const starts: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let top = -Infinity;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let i = 0; i < node.length; i++) {
      if (/\s/.test(node.data[i]!)) continue;
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const y = Math.round(range.getBoundingClientRect().top);
      if (y > top + 2) starts.push(node.data[i]!);
      top = Math.max(top, y);
    }
  }
  return starts;
}

/**
 * How many pixels a select lacks to show its widest choice whole (0 when none): a copy of it at its
 * own width, the widest choice's and the arrow's, against its width on the page.
 */
export function selectShortfall(select: HTMLSelectElement): number {
  const natural = select.cloneNode(true) as HTMLSelectElement;
  natural.style.width = 'max-content';
  natural.style.minWidth = '0';
  natural.style.position = 'absolute';
  select.after(natural);
  const lacking = natural.getBoundingClientRect().width - select.getBoundingClientRect().width;
  natural.remove();
  return Math.max(0, Math.round(lacking));
}

/**
 * The text of one block of a page in one language as drawn: its text (the text nodes that follow
 * one another in it, across the <wbr>s between them), where its lines break, its characters'
 * widths, the places of its <wbr>s, and the width of its lines.
 */
export type DrawnText = { text: string; breaks: number[]; widths: number[]; wbrs: number[]; lineWidth: number; where: string };

/**
 * Every visible block of `page` in language `lang` (by the nearest `lang` attribute) whose text has
 * a character of `letters` (a regular expression's source) and breaks into more than one line.
 */
export async function drawnText(page: Page, lang: string, letters: string): Promise<DrawnText[]> {
  return page.evaluate(
    ([lang, letters]) => {
      const script = new RegExp(letters);
      const drawn: DrawnText[] = [];
      let current: (DrawnText & { block: Element; last: Text; top?: number }) | undefined;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const element = node.parentElement!;
        if (!script.test(node.data) || !element.closest('[lang]')?.getAttribute('lang')?.startsWith(lang)) continue;
        if (element.closest('script, style, option, [hidden], [aria-hidden="true"]') || !element.checkVisibility()) continue;
        const block = element.closest('p, li, h1, h2, h3, h4, dd, dt, label, button, a, summary, td, th, div')!;
        // The text goes on from the last node only across nothing or a <wbr>.
        const before = node.previousSibling;
        const wbr = before?.nodeName === 'WBR';
        if (!current || current.block !== block || (wbr ? before.previousSibling : before) !== current.last) {
          const style = getComputedStyle(block);
          const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          current = { text: '', breaks: [], widths: [], wbrs: [], lineWidth, where: `${block.tagName.toLowerCase()}.${block.className}`, block, last: node };
          drawn.push(current);
        } else if (wbr) {
          current.wbrs.push(current.text.length);
        }
        for (let i = 0; i < node.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          current.widths.push(rect?.width ?? 0);
          if (rect && current.top !== undefined && rect.top > current.top + 1) current.breaks.push(current.text.length + i);
          if (rect) current.top = rect.top;
        }
        current.text += node.data;
        current.last = node;
      }
      return drawn
        .filter(({ breaks }) => breaks.length)
        .map(({ text, breaks, widths, wbrs, lineWidth, where }) => ({ text, breaks, widths, wbrs, lineWidth, where }));
    },
    [lang, letters] as const,
  );
}
