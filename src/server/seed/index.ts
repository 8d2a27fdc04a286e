/**
 * Demo data for `npm start` and `npm run db:seed`: the ten sample realtors, `equityrealty`,
 * and a deterministic set of listings. Idempotent: a realtor that exists is left as it is
 * (an operator's edits survive), and listings are inserted only when missing.
 */
import { eq, inArray } from 'drizzle-orm';
import { upcomingOpenHouses } from '@/lib/open-houses';
import type { Db } from '@/server/db/client';
import { listings, realtors, user } from '@/server/db/schema';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { demoOpenHouses, generateListings, type ListingAgent, type NewListing } from './listings';
import { EQUITY_REALTY, SAMPLE_REALTORS, type SampleRealtor } from './sample-realtors';

export const DEMO_LISTING_COUNT = 5000;

export interface SeedResult {
  realtorsCreated: number;
  listingsCreated: number;
}

function columnsOf(r: SampleRealtor) {
  return {
    desiredUrl: r.desiredUrl,
    contactPhone: r.contactPhone,
    email: r.email,
    kakaoLink: r.kakaoLink,
    lineLink: r.lineLink ?? '',
    snsYoutubeUrl: r.snsYoutubeUrl,
    snsInstagramUrl: r.snsInstagramUrl,
    aboutMeKr: r.aboutMeKr,
    aboutMeEn: r.aboutMeEn,
    aboutMeJa: r.aboutMeJa,
    displayNameKo: r.displayName.ko,
    displayNameEn: r.displayName.en,
    displayNameJa: r.displayName.ja,
    template: r.template,
    salesCount: r.salesCount,
    licenseNumber: r.licenseNumber,
    brokerage: r.brokerage,
    careerStart: r.careerStart,
    careerEnd: r.careerEnd ?? '',
    designFontSize: r.designFontSize,
    designMainColor: r.designMainColor,
    designMainDarkMode: r.designMainDarkMode,
    contentDarkMode: r.contentDarkMode,
    isMakeHomepage: r.isMakeHomepage,
    hompageUrl: r.hompageUrl,
    lastYearSalesTotal: r.lastYearSalesTotal,
    recommendedYoutubeUrl: r.recommendedYoutubeUrl,
  };
}

export async function seedDemoData(db: Db, listingCount = DEMO_LISTING_COUNT): Promise<SeedResult> {
  const all = [...SAMPLE_REALTORS, EQUITY_REALTY];
  const existing = await db
    .select({ desiredUrl: realtors.desiredUrl })
    .from(realtors)
    .where(inArray(realtors.desiredUrl, all.map((r) => r.desiredUrl)));
  const have = new Set(existing.map((r) => r.desiredUrl));

  let realtorsCreated = 0;
  for (const r of all) {
    if (have.has(r.desiredUrl)) continue;
    await db.transaction(async (tx) => {
      // The realtor's own user (the name shown on the page); no password: they sign in after an
      // invitation.
      const userId = `seed-${r.desiredUrl}`;
      await tx
        .insert(user)
        .values({ id: userId, name: r.userName, email: r.email, emailVerified: false, role: 'realtor' })
        .onConflictDoNothing();
      await insertRealtorGraph(tx, { ...columnsOf(r), userId }, {
        photos: r.photos,
        etcInfo: r.etcInfo,
        activityRegion: r.activityRegion,
        additionalSections: r.additionalSections,
        testimonials: r.testimonials,
        seoMeta: r.seoMeta,
      });
    });
    realtorsCreated++;
  }

  const agents: ListingAgent[] = all.map((r) => ({
    licenseNumber: r.licenseNumber,
    fullName: r.userName,
    officeName: r.brokerage,
    state: r.activityRegion[0]?.state ?? 'CA',
    cities: r.activityRegion.map((region) => region.city),
  }));
  const generated = generateListings(listingCount, agents, SAMPLE_REALTORS.map((r) => `/demo/${r.desiredUrl}`));
  // Every start runs this: each batch first looks up which of its keys exist, so that a seeded
  // database costs ten look-ups, not 5,000 rows built into statements and refused as conflicts
  // (1.4 s of a 4 s start).
  let listingsCreated = 0;
  for (let i = 0; i < generated.length; i += 500) {
    const batch = generated.slice(i, i + 500);
    const keys = batch.map((listing) => listing.listingKey);
    const existing = await db
      .select({ key: listings.listingKey, modified: listings.modificationTimestamp, remarks: listings.publicRemarks })
      .from(listings)
      .where(inArray(listings.listingKey, keys));
    const present = new Set(existing.map((row) => row.key));
    // Demo listings seeded before they had HOA dues and remarks (migration 0011) get them, as long
    // as nothing (an import) has changed them since.
    const older = new Map(existing.filter((row) => row.remarks === null).map((row) => [row.key, row.modified.getTime()]));
    for (const listing of batch) {
      if (older.get(listing.listingKey) !== listing.modificationTimestamp.getTime()) continue;
      const { associationFee, associationFeeFrequency, publicRemarks } = listing;
      await db.update(listings).set({ associationFee, associationFeeFrequency, publicRemarks }).where(eq(listings.listingKey, listing.listingKey));
    }
    const missing = batch.filter((listing) => !present.has(listing.listingKey));
    if (!missing.length) continue;
    const inserted = await db
      .insert(listings)
      .values(missing)
      .onConflictDoNothing({ target: listings.listingKey })
      .returning({ key: listings.listingKey });
    listingsCreated += inserted.length;
  }
  await refreshDemoOpenHouses(db, generated, new Set(agents.map((agent) => agent.licenseNumber)));
  return { realtorsCreated, listingsCreated };
}

/**
 * Every other sample realtor's home for sale is open this weekend (demoOpenHouses): a listing
 * whose open houses have all ended gets the coming weekend's, as long as nothing (an import) has
 * changed it since it was seeded.
 */
async function refreshDemoOpenHouses(db: Db, generated: readonly NewListing[], licenses: ReadonlySet<string>, now = new Date()): Promise<void> {
  const open = generated
    .filter((listing) => licenses.has(listing.listAgentStateLicense ?? '') && listing.propertyType === 'Residential' && listing.standardStatus === 'Active')
    .filter((_, i) => i % 2 === 0);
  if (!open.length) return;
  const stored = await db
    .select({ key: listings.listingKey, modified: listings.modificationTimestamp, openHouses: listings.openHouses })
    .from(listings)
    .where(inArray(listings.listingKey, open.map((listing) => listing.listingKey)));
  const seeded = new Map(open.map((listing) => [listing.listingKey, listing]));
  for (const row of stored) {
    const listing = seeded.get(row.key)!;
    if (row.modified.getTime() !== listing.modificationTimestamp.getTime() || upcomingOpenHouses(row.openHouses, now.getTime()).length) continue;
    await db.update(listings).set({ openHouses: demoOpenHouses(listing.stateOrProvince, now) }).where(eq(listings.listingKey, row.key));
  }
}
