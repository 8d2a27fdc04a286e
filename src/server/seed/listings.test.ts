import { describe, expect, it } from 'vitest';
import { demoOpenHouses, generateListings, type ListingAgent } from './listings';
import { SAMPLE_REALTORS } from './sample-realtors';

const agents: ListingAgent[] = SAMPLE_REALTORS.map((r) => ({
  licenseNumber: r.licenseNumber,
  fullName: r.userName,
  officeName: r.brokerage,
  state: r.activityRegion[0]!.state,
  cities: r.activityRegion.map((region) => region.city),
}));
const folders = SAMPLE_REALTORS.map((r) => `/demo/${r.desiredUrl}`);

describe('demo listings', () => {
  it("show none of their agent's own pictures, and no two of an agent's first 54 listings open with the same picture", () => {
    const listings = generateListings(5000, agents, folders);
    agents.forEach((agent, index) => {
      const own = listings.filter((l) => l.listAgentStateLicense === agent.licenseNumber);
      expect(own.length).toBeGreaterThan(54);
      expect(own.flatMap((l) => l.media as string[]).filter((url) => url.startsWith(`${folders[index]}/`))).toEqual([]);
      const firsts = own.slice(0, 54).map((l) => (l.media as string[])[0]);
      expect(new Set(firsts).size).toBe(firsts.length);
    });
  });

  it('are the same for the same seed', () => {
    expect(generateListings(50, agents, folders)).toEqual(generateListings(50, agents, folders));
  });
});

describe('the demo open houses', () => {
  const at = (iso: string) => new Date(iso);
  const hours = (openHouses: { start: string; end: string }[]) => openHouses.map(({ start, end }) => `${start} ${end}`);

  it("are this weekend's Saturday and Sunday, 1 to 4 PM in the state's time", () => {
    // Wednesday 2026-11-25 in California (PST) and Georgia (EST).
    expect(hours(demoOpenHouses('CA', at('2026-11-25T18:00:00Z')))).toEqual(['2026-11-28T21:00:00.000Z 2026-11-29T00:00:00.000Z', '2026-11-29T21:00:00.000Z 2026-11-30T00:00:00.000Z']);
    expect(hours(demoOpenHouses('GA', at('2026-11-25T18:00:00Z')))).toEqual(['2026-11-28T18:00:00.000Z 2026-11-28T21:00:00.000Z', '2026-11-29T18:00:00.000Z 2026-11-29T21:00:00.000Z']);
  });

  it('leave out a day that has ended, and move to the next weekend on a Sunday evening', () => {
    // Sunday 2026-11-29, 10 AM in California: Sunday's only.
    expect(hours(demoOpenHouses('CA', at('2026-11-29T18:00:00Z')))).toEqual(['2026-11-29T21:00:00.000Z 2026-11-30T00:00:00.000Z']);
    // Sunday 6 PM: the next weekend (a month's end on the way).
    expect(hours(demoOpenHouses('CA', at('2026-11-30T02:00:00Z')))).toEqual(['2026-12-05T21:00:00.000Z 2026-12-06T00:00:00.000Z', '2026-12-06T21:00:00.000Z 2026-12-07T00:00:00.000Z']);
  });

  it('follow daylight saving time', () => {
    // Wednesday 2027-03-10: the Sunday after is the first of PDT (UTC-7).
    expect(hours(demoOpenHouses('CA', at('2027-03-10T18:00:00Z')))).toEqual(['2027-03-13T21:00:00.000Z 2027-03-14T00:00:00.000Z', '2027-03-14T20:00:00.000Z 2027-03-14T23:00:00.000Z']);
  });
});
