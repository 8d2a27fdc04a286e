/**
 * Analytics events (SPEC §7), pushed to `window.dataLayer` for the tag manager. Every event
 * carries the device type; some carry `type_location` (the locale).
 */
export type DeviceType = 'desktop' | 'tablet' | 'mobile';

export type AnalyticsEvent =
  | 'lead_realtor_click_btn_cta'
  | 'lead_realtor_view_form'
  | 'lead_realtor_click_form_cta'
  | 'lead_realtor_view_home';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** mobile below 768 px, tablet below 1024 px, desktop above. */
export function deviceTypeFor(width: number): DeviceType {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, device_type: deviceTypeFor(window.innerWidth), ...params });
}
