/**
 * The inbox as a CSV file (GET /v1/inbox/export): RFC 4180 (CRLF, quoted where needed), UTF-8
 * with a byte-order mark so that Excel shows Korean and Japanese, and cells that a spreadsheet
 * would run as a formula (= + - @ tab CR at the start) prefixed with an apostrophe.
 */
import 'server-only';
import type { Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { queryInbox, type InboxExportQuery, type InboxItem } from './read-inbox';

/** At most this many rows in one file (newest first). */
export const INBOX_CSV_MAX_ROWS = 10_000;

export const INBOX_CSV_COLUMNS = [
  'kind',
  'id',
  'createdAt',
  'status',
  'realtor',
  'name',
  'email',
  'phoneCountryCode',
  'phone',
  'area',
  'hasSite',
  'message',
  'notes',
  'locale',
  'deliveryStatus',
  'deliveryAttempts',
  'deliveryError',
  'listingKey',
  'listingAddress',
  'preferredDates',
  'interest',
  'loanLender',
  'loanPrice',
  'loanDownPayment',
  'loanRatePercent',
  'loanTermYears',
  'loanMonthlyTotal',
] as const;

/** One CSV cell: formula-guarded, and quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

function rowOf(item: InboxItem): (string | number | boolean | null)[] {
  return [
    item.kind,
    item.id,
    item.createdAt,
    item.status,
    item.realtorDesiredUrl ?? '',
    item.name,
    item.email,
    item.phoneCountryCode,
    item.phone,
    item.area,
    item.hasSite,
    item.message,
    item.notes,
    item.locale,
    item.delivery?.status ?? '',
    item.delivery?.attempts ?? '',
    item.delivery?.lastError ?? '',
    item.listingKey ?? '',
    item.listingAddress ?? '',
    item.preferredDates ?? '',
    item.interest ?? '',
    item.loan?.lenderName ?? '',
    item.loan?.price ?? '',
    item.loan?.downPayment ?? '',
    item.loan?.ratePercent ?? '',
    item.loan?.termYears ?? '',
    item.loan?.monthlyTotal ?? '',
  ];
}

/** Every matching record (up to INBOX_CSV_MAX_ROWS), newest first, with the list's permissions. */
export async function inboxCsv(db: Db, principal: Principal, query: InboxExportQuery): Promise<string> {
  const { items } = await queryInbox(db, principal, query, { limit: INBOX_CSV_MAX_ROWS, offset: 0 });
  return `\uFEFF${[csvRow(INBOX_CSV_COLUMNS), ...items.map((item) => csvRow(rowOf(item)))].join('\r\n')}\r\n`;
}
