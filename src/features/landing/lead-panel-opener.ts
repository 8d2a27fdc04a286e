/**
 * The CTAs open the one lead panel with HTML's invoker commands (commandfor="lead-panel"
 * command="show-modal"), which work before the page's scripts have loaded and without them.
 */
export const LEAD_PANEL_ID = 'lead-panel';

/**
 * A CTA's click, before its command opens the panel: Safari and Firefox on macOS do not focus a
 * clicked button, so it is focused here, for the closing panel to give focus back to it. Where the
 * browser lacks invoker commands, the click opens the panel itself.
 */
export function openLeadPanel(opener: HTMLButtonElement) {
  opener.focus();
  if ('commandForElement' in opener) return;
  (document.getElementById(LEAD_PANEL_ID) as HTMLDialogElement | null)?.showModal();
}
