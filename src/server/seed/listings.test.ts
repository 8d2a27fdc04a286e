import { describe, expect, it } from 'vitest';
import { generateListings, type ListingAgent } from './listings';
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
