/**
 * The admin's list of realtors (GET /v1/realtor): a search over the slug, the realtor's e-mail,
 * the owner's name and e-mail and the Korean name, filters by state and publication, newest
 * change first. Admins only.
 */
import 'server-only';
import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { assertAdmin, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { realtorEtcInfo, realtorRegions, realtors, user } from '@/server/db/schema';

const REALTOR_STATES = ['CA', 'GA'] as const;
type RealtorState = (typeof REALTOR_STATES)[number];

/** A page number and size from the query string (shared by the admin lists). */
export const pageQuery = {
  page: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(0, { error: 'invalid_number' }).max(100_000, { error: 'invalid_number' }).default(0),
  pageSize: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1, { error: 'invalid_number' }).max(100, { error: 'invalid_number' }).default(20),
};

export const realtorListQuerySchema = z.strictObject({
  q: z.string().trim().max(100, { error: 'too_long' }).default(''),
  state: z.enum(REALTOR_STATES, { error: 'invalid_state' }).optional(),
  published: z
    .enum(['true', 'false'], { error: 'invalid_value' })
    .transform((value) => value === 'true')
    .optional(),
  ...pageQuery,
});

export type RealtorListQuery = z.output<typeof realtorListQuerySchema>;

export type RealtorListItem = {
  id: number;
  desiredUrl: string;
  /** The owner user's name, or ''. */
  name: string;
  /** The korea_name etc-info, or ''. */
  koreanName: string;
  email: string;
  contactPhone: string;
  states: RealtorState[];
  published: boolean;
  ownerEmail: string | null;
  /** ISO 8601. */
  updatedAt: string;
  /** The first 'id' photo, else the first 'top' photo, else null. */
  photoUrl: string | null;
};

export interface RealtorListPage {
  items: RealtorListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** `text` for a LIKE pattern that matches it literally (PostgreSQL's default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listRealtors(db: Db, principal: Principal, query: RealtorListQuery): Promise<RealtorListPage> {
  assertAdmin(principal);
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(realtors.desiredUrl, pattern),
        ilike(realtors.email, pattern),
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(realtorEtcInfo)
            .where(and(eq(realtorEtcInfo.realtorId, realtors.id), eq(realtorEtcInfo.contentType, 'korea_name'), ilike(realtorEtcInfo.content, pattern))),
        ),
      ),
    );
  }
  if (query.state) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(realtorRegions)
          .where(and(eq(realtorRegions.realtorId, realtors.id), eq(realtorRegions.state, query.state))),
      ),
    );
  }
  if (query.published !== undefined) conditions.push(eq(realtors.published, query.published));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: realtors.id,
        desiredUrl: realtors.desiredUrl,
        name: user.name,
        koreanName: sql<string | null>`(select e.content from realtor_etc_info e where e.realtor_id = ${realtors.id} and e.content_type = 'korea_name' order by e.position, e.id limit 1)`,
        email: realtors.email,
        contactPhone: realtors.contactPhone,
        states: sql<string | null>`(select string_agg(distinct r.state, ',') from realtor_regions r where r.realtor_id = ${realtors.id})`,
        published: realtors.published,
        ownerEmail: user.email,
        updatedAt: realtors.updatedAt,
        photoUrl: sql<string | null>`(select p.url from realtor_photos p where p.realtor_id = ${realtors.id} and p.path in ('id', 'top') order by case p.path when 'id' then 0 else 1 end, p.position, p.id limit 1)`,
      })
      .from(realtors)
      .leftJoin(user, eq(user.id, realtors.userId))
      .where(where)
      .orderBy(desc(realtors.updatedAt), desc(realtors.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ n: count() }).from(realtors).leftJoin(user, eq(user.id, realtors.userId)).where(where),
  ]);

  const items = rows.map(
    (row): RealtorListItem => ({
      id: row.id,
      desiredUrl: row.desiredUrl,
      name: row.name ?? '',
      koreanName: row.koreanName ?? '',
      email: row.email,
      contactPhone: row.contactPhone,
      states: (row.states ? row.states.split(',') : []).filter((s): s is RealtorState => (REALTOR_STATES as readonly string[]).includes(s)).sort(),
      published: row.published,
      ownerEmail: row.ownerEmail ?? null,
      updatedAt: new Date(row.updatedAt).toISOString(),
      photoUrl: row.photoUrl ?? null,
    }),
  );
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
