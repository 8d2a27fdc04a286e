/**
 * How the browser lays out an element's text: its lines, and whether a select shows its choice
 * whole. For `locator.evaluate(lineCount)`: each function runs in the page, so it uses nothing from
 * outside itself.
 */

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
