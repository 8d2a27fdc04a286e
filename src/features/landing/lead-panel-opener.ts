/**
 * The CTAs open the one lead panel with HTML's invoker commands (commandfor="lead-panel"
 * command="show-modal"), which work before the page's scripts have loaded and without them.
 */
export const LEAD_PANEL_ID = 'lead-panel';

/** Where the browser lacks invoker commands, a CTA's click opens the panel itself. */
export function openLeadPanelWithoutCommands(opener: HTMLButtonElement) {
  if ('commandForElement' in opener) return;
  // Safari does not focus a clicked button: focus it, so that closing the panel returns there.
  opener.focus();
  (document.getElementById(LEAD_PANEL_ID) as HTMLDialogElement | null)?.showModal();
}
