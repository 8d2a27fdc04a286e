/** CTA buttons and the one lead panel talk through a DOM event, so neither holds the other. */
export const OPEN_LEAD_PANEL = 'lead-panel:open';

export function openLeadPanel(opener: HTMLElement) {
  window.dispatchEvent(new CustomEvent<HTMLElement>(OPEN_LEAD_PANEL, { detail: opener }));
}
