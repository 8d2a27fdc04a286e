/**
 * The admin inbox (issue #7): homepage requests (leads, admins only), contact messages (admins,
 * or the realtor who owns the message's realtor) and loan inquiries (admins only: the lead is the
 * lender's, issue #24), each with the state of its latest delivery (its newest outbox row: Slack
 * for a lead or a loan inquiry, e-mail for a contact message).
 */
import 'server-only';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INBOX_KINDS, type ContactInterest } from '@/lib/schemas/enums';
import { personName } from '@/lib/person-name';
import { isAdmin, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { contactMessages, homepageRequests, INBOX_STATUSES, loanInquiries, outbox, type InboxStatus, type OutboxStatus } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { pageQuery } from '@/server/realtors/list-realtors';

export { INBOX_STATUSES, type InboxStatus };

export { INBOX_KINDS };
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The table of each kind, as its outbox rows name it (aggregate_type). */
const AGGREGATE_TYPE: Record<InboxKind, string> = { lead: 'homepage_requests', contact: 'contact_messages', loan: 'loan_inquiries' };

const positiveId = z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).positive({ error: 'invalid_number' }).max(2_147_483_647, { error: 'invalid_number' });

export const inboxQuerySchema = z.strictObject({
  kind: z.enum(INBOX_KINDS, { error: 'invalid_value' }),
  realtorId: positiveId.optional(),
  status: z.enum(INBOX_STATUSES, { error: 'invalid_value' }).optional(),
  ...pageQuery,
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The CSV export's query: the list's filters, without paging. */
export const inboxExportQuerySchema = inboxQuerySchema.omit({ page: true, pageSize: true });
export type InboxExportQuery = z.output<typeof inboxExportQuerySchema>;

export type InboxDelivery = {
  outboxId: number;
  channel: 'slack' | 'email';
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
};

export type InboxLoan = { lenderName: string; price: number; downPayment: number; ratePercent: number; termYears: number; monthlyTotal: number };

export type InboxItem = {
  kind: InboxKind;
  id: number;
  createdAt: string;
  status: InboxStatus;
  notes: string;
  realtorId: number | null;
  realtorDesiredUrl: string | null;
  name: string;
  /** '' for leads. */
  email: string;
  phone: string;
  phoneCountryCode: string;
  /** The contact message; '' for a lead. */
  message: string;
  /** The lead's area; '' for contacts. */
  area: string;
  /** Leads only (null for contacts). */
  hasSite: boolean | null;
  /**
   * A contact message sent from a listing's page (a listing inquiry or tour request, issue #24):
   * the listing's RESO key and its address when the visitor wrote. Null otherwise (and for leads).
   */
  listingKey: string | null;
  listingAddress: string | null;
  /** A tour request's preferred dates, as the visitor wrote them; null when none. */
  preferredDates: string | null;
  /** What a contact message's visitor wants help with; null when they did not say (and for the other kinds). */
  interest: ContactInterest | null;
  /** A loan inquiry's lender and the estimate the visitor saw; null for the other kinds. */
  loan: InboxLoan | null;
  locale: string;
  /** The latest outbox row of the record. */
  delivery: InboxDelivery | null;
};

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** A kind from the path; anything else is a 404. */
export function inboxKindParam(value: string): InboxKind {
  if (!(INBOX_KINDS as readonly string[]).includes(value)) throw new AppError('not_found', 'Api.inboxItemNotFound');
  return value as InboxKind;
}

/**
 * Which contact messages the principal may list: admins any (or one realtor's), a realtor user
 * only their own realtor's. Leads and loan inquiries: admins only (any, or one realtor's loan
 * inquiries). Answers the realtor filter (undefined: all).
 */
function listScope(principal: Principal, kind: InboxKind, realtorId: number | undefined): number | undefined {
  if (isAdmin(principal)) return kind === 'lead' ? undefined : realtorId;
  if (kind !== 'contact' || principal.realtorId === null) throw new AppError('forbidden', 'Api.forbidden');
  if (realtorId !== undefined && realtorId !== principal.realtorId) throw new AppError('forbidden', 'Api.forbidden');
  return principal.realtorId;
}

/** One record's permission: leads and loan inquiries are the admins'; a contact message also its realtor's owner's. */
export function assertMayHandle(principal: Principal, kind: InboxKind, realtorId: number | null): void {
  if (isAdmin(principal)) return;
  if (kind === 'contact' && realtorId !== null && principal.realtorId === realtorId) return;
  throw new AppError('forbidden', 'Api.forbidden');
}

const contactColumns = {
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  status: contactMessages.status,
  notes: contactMessages.notes,
  realtorId: contactMessages.realtorId,
  realtorDesiredUrl: contactMessages.realtorDesiredUrl,
  name: contactMessages.name,
  lastName: contactMessages.lastName,
  firstName: contactMessages.firstName,
  email: contactMessages.email,
  phone: contactMessages.phone,
  phoneCountryCode: contactMessages.phoneCountryCode,
  message: contactMessages.message,
  listingKey: contactMessages.listingKey,
  listingAddress: contactMessages.listingAddress,
  preferredDates: contactMessages.preferredDates,
  interest: contactMessages.interest,
  locale: contactMessages.locale,
};

const leadColumns = {
  id: homepageRequests.id,
  createdAt: homepageRequests.createdAt,
  status: homepageRequests.status,
  notes: homepageRequests.notes,
  name: homepageRequests.name,
  phone: homepageRequests.phone,
  phoneCountryCode: homepageRequests.phoneCountryCode,
  area: homepageRequests.area,
  hasSite: homepageRequests.hasSite,
  locale: homepageRequests.locale,
};

const loanColumns = {
  id: loanInquiries.id,
  createdAt: loanInquiries.createdAt,
  status: loanInquiries.status,
  notes: loanInquiries.notes,
  realtorId: loanInquiries.realtorId,
  realtorDesiredUrl: loanInquiries.realtorDesiredUrl,
  listingKey: loanInquiries.listingKey,
  listingAddress: loanInquiries.listingAddress,
  lenderName: loanInquiries.lenderName,
  name: loanInquiries.name,
  email: loanInquiries.email,
  phone: loanInquiries.phone,
  phoneCountryCode: loanInquiries.phoneCountryCode,
  message: loanInquiries.message,
  price: loanInquiries.price,
  downPayment: loanInquiries.downPayment,
  ratePercent: loanInquiries.ratePercent,
  termYears: loanInquiries.termYears,
  monthlyTotal: loanInquiries.monthlyTotal,
  locale: loanInquiries.locale,
};

type ContactRow = { [K in keyof typeof contactColumns]: (typeof contactMessages.$inferSelect)[K] };
type LeadRow = { [K in keyof typeof leadColumns]: (typeof homepageRequests.$inferSelect)[K] };
type LoanRow = { [K in keyof typeof loanColumns]: (typeof loanInquiries.$inferSelect)[K] };

/**
 * What a contact message and a loan inquiry have alike: a visitor who wrote from a realtor's page,
 * perhaps about a listing. Each kind adds the rest (its kind, preferred dates, loan, delivery).
 */
function visitorMessageFields(row: ContactRow | LoanRow): Omit<InboxItem, 'kind' | 'preferredDates' | 'interest' | 'loan' | 'delivery'> {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    notes: row.notes,
    realtorId: row.realtorId,
    realtorDesiredUrl: row.realtorDesiredUrl,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phoneCountryCode: row.phoneCountryCode,
    message: row.message,
    area: '',
    hasSite: null,
    listingKey: row.listingKey,
    listingAddress: row.listingAddress,
    locale: row.locale,
  };
}

/** A contact message, its visitor named in the order of their name's script ("John Smith", "김민수"). */
function contactItem(row: ContactRow, delivery: InboxDelivery | null): InboxItem {
  const name = personName(row.lastName, row.firstName);
  return { kind: 'contact', ...visitorMessageFields(row), name, preferredDates: row.preferredDates, interest: row.interest, loan: null, delivery };
}

function leadItem(row: LeadRow, delivery: InboxDelivery | null): InboxItem {
  return {
    kind: 'lead',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    notes: row.notes,
    realtorId: null,
    realtorDesiredUrl: null,
    name: row.name,
    email: '',
    phone: row.phone,
    phoneCountryCode: row.phoneCountryCode,
    message: '',
    area: row.area,
    hasSite: row.hasSite,
    listingKey: null,
    listingAddress: null,
    preferredDates: null,
    interest: null,
    loan: null,
    locale: row.locale,
    delivery,
  };
}

function loanItem(row: LoanRow, delivery: InboxDelivery | null): InboxItem {
  return {
    kind: 'loan',
    ...visitorMessageFields(row),
    preferredDates: null,
    interest: null,
    loan: {
      lenderName: row.lenderName,
      price: Number(row.price),
      downPayment: Number(row.downPayment),
      ratePercent: Number(row.ratePercent),
      termYears: row.termYears,
      monthlyTotal: Number(row.monthlyTotal),
    },
    delivery,
  };
}

/** The newest outbox row of each record (by id), as its delivery state. */
async function latestDeliveries(db: Db, kind: InboxKind, ids: number[]): Promise<Map<number, InboxDelivery>> {
  const found = new Map<number, InboxDelivery>();
  if (!ids.length) return found;
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      aggregateId: outbox.aggregateId,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      deliveredAt: outbox.deliveredAt,
    })
    .from(outbox)
    .where(and(eq(outbox.aggregateType, AGGREGATE_TYPE[kind]), inArray(outbox.aggregateId, ids.map(String))))
    .orderBy(desc(outbox.id));
  for (const row of rows) {
    const id = Number(row.aggregateId);
    if (found.has(id)) continue;
    found.set(id, {
      outboxId: Number(row.id),
      channel: row.kind.startsWith('slack_') ? 'slack' : 'email',
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    });
  }
  return found;
}

/** The newest outbox row of one record, or undefined. */
export async function latestOutboxRow(db: Db, kind: InboxKind, id: number) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.aggregateType, AGGREGATE_TYPE[kind]), eq(outbox.aggregateId, String(id))))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The rows of one kind that match, newest first, with the total; the permission is checked. */
export async function queryInbox(
  db: Db,
  principal: Principal,
  query: InboxExportQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: InboxItem[]; total: number }> {
  const realtorId = listScope(principal, query.kind, query.realtorId);
  if (query.kind === 'contact') {
    const where = and(
      realtorId !== undefined ? eq(contactMessages.realtorId, realtorId) : undefined,
      query.status ? eq(contactMessages.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db.select(contactColumns).from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    const deliveries = await latestDeliveries(db, 'contact', rows.map((r) => r.id));
    return { items: rows.map((r) => contactItem(r, deliveries.get(r.id) ?? null)), total: Number(total?.n ?? 0) };
  }
  if (query.kind === 'loan') {
    const where = and(
      realtorId !== undefined ? eq(loanInquiries.realtorId, realtorId) : undefined,
      query.status ? eq(loanInquiries.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db.select(loanColumns).from(loanInquiries).where(where).orderBy(desc(loanInquiries.createdAt), desc(loanInquiries.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(loanInquiries).where(where),
    ]);
    const deliveries = await latestDeliveries(db, 'loan', rows.map((r) => r.id));
    return { items: rows.map((r) => loanItem(r, deliveries.get(r.id) ?? null)), total: Number(total?.n ?? 0) };
  }
  const where: SQL | undefined = query.status ? eq(homepageRequests.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(leadColumns).from(homepageRequests).where(where).orderBy(desc(homepageRequests.createdAt), desc(homepageRequests.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(homepageRequests).where(where),
  ]);
  const deliveries = await latestDeliveries(db, 'lead', rows.map((r) => r.id));
  return { items: rows.map((r) => leadItem(r, deliveries.get(r.id) ?? null)), total: Number(total?.n ?? 0) };
}

/** GET /v1/inbox: one page of one kind, newest first. */
export async function listInbox(db: Db, principal: Principal, query: InboxQuery): Promise<InboxPage> {
  const { page, pageSize, ...filter } = query;
  const { items, total } = await queryInbox(db, principal, filter, { limit: pageSize, offset: page * pageSize });
  return { items, total, page, pageSize };
}

/** One record as an inbox item, or null when there is none. (No permission check.) */
export async function getInboxItem(db: Db, kind: InboxKind, id: number): Promise<InboxItem | null> {
  if (kind === 'contact') {
    const [row] = await db.select(contactColumns).from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return null;
    return contactItem(row, (await latestDeliveries(db, kind, [id])).get(id) ?? null);
  }
  if (kind === 'loan') {
    const [row] = await db.select(loanColumns).from(loanInquiries).where(eq(loanInquiries.id, id));
    if (!row) return null;
    return loanItem(row, (await latestDeliveries(db, kind, [id])).get(id) ?? null);
  }
  const [row] = await db.select(leadColumns).from(homepageRequests).where(eq(homepageRequests.id, id));
  if (!row) return null;
  return leadItem(row, (await latestDeliveries(db, kind, [id])).get(id) ?? null);
}
