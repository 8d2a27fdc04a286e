'use client';

import { track } from '@/features/analytics/data-layer';
import { LEAD_PANEL_ID, openLeadPanel } from './lead-panel-opener';

/** A call to action: opens the lead panel and records the click (SPEC §7). */
export function CtaButton({ label, location, className }: { label: string; location: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      commandfor={LEAD_PANEL_ID}
      command="show-modal"
      onClick={(event) => {
        track('lead_realtor_click_btn_cta', { type_location: location });
        openLeadPanel(event.currentTarget);
      }}
    >
      {label}
    </button>
  );
}
