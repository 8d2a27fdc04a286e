// Listing queries at MLS scale (issue #6): the home list (`searchHomes`, GET /cozying-api/v1/home/list)
// and an agent's listings (`listAgentListings`, GET /cozying-api/v1/agent) over 1,000,000 listings
// on PostgreSQL. Targets: home-list page p95 < 20 ms, agent listings p95 < 10 ms; and (issue #24)
// a listing page's lookup (`findListing`) p95 < 5 ms, a realtor's filtered listings p95 < 20 ms;
// an area card's median asking price (`areaMarket`) p95 < 20 ms.
//
// 1. Creates a fresh database `bench_listings_<random>` on BENCH_POSTGRES_URL (default
//    postgres://postgres@127.0.0.1:5432/postgres; loopback only) and applies the app's migrations
//    (runMigrations, the committed drizzle/ folder).
// 2. Bulk-loads BENCH_LISTINGS (1,000,000) listings with one `insert … select generate_series(…)`
//    (seeded, so every run has the same data): the 13 SPEC cities weighted by size (Los Angeles and
//    Irvine the largest), the seed's mix of search types (sale 46 %, sold 24 %, rent 18 %, rented
//    12 %), six RESO subtypes, 30,000 agents of skewed productivity (the busiest has ~1,000
//    listings), 5 % without photos, modified over 540 days. The listings indexes, as the migrations
//    made them, are dropped for the load and rebuilt after it; then VACUUM ANALYZE.
// 3. Measures the domain functions themselves (imported from src/ through tsx, on the app's own
//    node-postgres pool of 10): each call is the page query and the count, as an HTTP request would
//    run them, without the HTTP layer. One call at a time, 300 warm-up calls, then 2,000 measured:
//    - home list, the SPEC defaults (Irvine, sale, single family, active, page 0);
//    - home list, a mix: any SPEC city, the four types, single family / condo / townhouse / all,
//      the default status or `all`, pages 0–20 (most 0–4), 10 % with listings without photos;
//    - agent listings: the four search types for the 20 busiest agents and 500 random ones;
//    - a listing page's lookup: `findListing` by the keys of 2,000 random listings (1 % of them
//      tombstones, as imports leave them);
//    - filtered realtor listings (`/{desiredUrl}/homes`): page 1 of the same agents' sale listings
//      with a price range, a bedroom minimum and, for half, their most common city;
//    - an area card's market figure: the median asking price of the homes for sale in a SPEC city,
//      or for half in one of its ZIP codes.
//    The plans (EXPLAIN ANALYZE) of the default home list, of the busiest agent's sale listings and
//    of Los Angeles's median asking price are printed, to show which index serves them.
// 4. Drops the database, also when a step fails or the time limit (BENCH_TIME_LIMIT_MINUTES, 10) is reached.
//
// Usage: node bench/listings.mjs      (exits 1 when a step fails or a p95 is over its target)
import crypto from 'node:crypto';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COUNT = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MINUTES ?? 10) * 60_000;
const WARMUP = 300;
const MEASURED = 2000;
const TARGETS = { homeList: 20, agent: 10, listing: 5, filtered: 20, areaMarket: 20 };
/** BENCH_SLOWEST=n prints each scenario's n slowest calls with their query. */
const SHOW_SLOWEST = Number(process.env.BENCH_SLOWEST ?? 0);

if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(ADMIN_URL).hostname)) {
  console.error(`BENCH_POSTGRES_URL must be a loopback address, not ${new URL(ADMIN_URL).hostname}.`);
  process.exit(1);
}

// The domain modules start with `import 'server-only'`, which throws outside React Server
// Components: resolve it to an empty module here (as the tests do).
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function resolve(specifier, context, next) { return specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context); }",
  )}`,
);
process.chdir(ROOT); // the migrations folder is ./drizzle

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const name = `bench_listings_${crypto.randomBytes(5).toString('hex')}`;
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${name}`;

let database; // the app's Database (pool) once opened
let created = false;
let cleaning;

/** Closes the pool and drops the database; safe to call twice. */
function cleanUp() {
  cleaning ??= (async () => {
    await database?.close().catch(() => {});
    if (!created) return;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      console.log(`Dropped ${name}.`);
    } finally {
      await admin.end();
    }
  })();
  return cleaning;
}

const watchdog = setTimeout(() => {
  console.error(`Time limit of ${TIME_LIMIT_MS / 60_000} min reached: stopping.`);
  cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)));

// -------------------------------------------------------------------------------------------
// Data
// -------------------------------------------------------------------------------------------

/** [city, county, state, weight, zips, latitude, longitude] */
const CITIES = [
  ['Irvine', 'Orange', 'CA', 14, ['92602', '92603', '92604', '92606', '92612', '92614', '92618', '92620'], 33.6846, -117.8265],
  ['Newport Beach', 'Orange', 'CA', 6, ['92660', '92661', '92663', '92625'], 33.6189, -117.9298],
  ['Lake Forest', 'Orange', 'CA', 5, ['92630', '92610'], 33.6469, -117.6892],
  ['Rancho Mission Viejo', 'Orange', 'CA', 2, ['92694'], 33.5211, -117.5567],
  ['Tustin', 'Orange', 'CA', 5, ['92780', '92782'], 33.7458, -117.8262],
  ['Los Angeles', 'Los Angeles', 'CA', 34, ['90004', '90005', '90010', '90020', '90036'], 34.0522, -118.2437],
  ['La Cañada Flintridge', 'Los Angeles', 'CA', 2, ['91011'], 34.1992, -118.1878],
  ['La Crescenta-Montrose', 'Los Angeles', 'CA', 2, ['91214', '91020'], 34.2322, -118.2353],
  ['Beverly Hills', 'Los Angeles', 'CA', 4, ['90210', '90211', '90212'], 34.0736, -118.4004],
  ['Hancock Park', 'Los Angeles', 'CA', 2, ['90004', '90020'], 34.0714, -118.3331],
  ['Johns Creek', 'Fulton', 'GA', 8, ['30022', '30097', '30005'], 34.0289, -84.1986],
  ['Alpharetta', 'Fulton', 'GA', 10, ['30004', '30005', '30009', '30022'], 34.0754, -84.2941],
  ['Suwanee', 'Gwinnett', 'GA', 6, ['30024'], 34.0515, -84.0713],
];
/** [PropertyType, StandardStatus, weight] — the seed generator's mix. */
const KINDS = [
  ['Residential', 'Active', 34],
  ['Residential', 'ActiveUnderContract', 6],
  ['Residential', 'Pending', 6],
  ['Residential', 'Closed', 24],
  ['ResidentialLease', 'Active', 18],
  ['ResidentialLease', 'Closed', 12],
];
/** [PropertySubType, weight] */
const SUB_TYPES = [
  ['SingleFamilyResidence', 58],
  ['Condominium', 22],
  ['Townhouse', 14],
  ['Duplex', 3],
  ['Triplex', 1.5],
  ['Quadruplex', 1.5],
];
const AGENTS = { CA: 24_000, GA: 6_000 };

/** `(values …)` rows with cumulative [lo, hi) ranges of the weights, for a range join on random(). */
function weighted(rows, weightIndex, columns) {
  const total = rows.reduce((sum, r) => sum + r[weightIndex], 0);
  let lo = 0;
  const values = rows.map((r) => {
    const hi = lo + r[weightIndex] / total;
    const cells = columns.map((c) => r[c]).map((v) => (Array.isArray(v) ? `array[${v.map(literal).join(',')}]` : literal(v)));
    const row = `(${[...cells, lo, r === rows.at(-1) ? 1.0000001 : hi].join(', ')})`;
    lo = hi;
    return row;
  });
  return values.join(',\n      ');
}
const literal = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

const LOAD_SQL = `
with cities(city, county, state, zips, lat, lng, lo, hi) as (values
      ${weighted(CITIES, 3, [0, 1, 2, 4, 5, 6])}),
  kinds(property_type, standard_status, lo, hi) as (values
      ${weighted(KINDS, 2, [0, 1])}),
  sub_types(property_sub_type, lo, hi) as (values
      ${weighted(SUB_TYPES, 1, [0])}),
  draws as (
    select i, random() r_city, random() r_kind, random() r_sub, random() r_agent, random() r_media,
           random() r_days, random() r_price, random() r_beds, random() r_size, random() r_misc
    from generate_series(1, $1::int) i),
  rows as (
    select d.*, c.city, c.county, c.state, c.zips, c.lat, c.lng, k.property_type, k.standard_status, s.property_sub_type,
           case c.state when 'CA' then 'crmls' else 'fmls' end as market,
           floor(case c.state when 'CA' then ${AGENTS.CA} else ${AGENTS.GA} end * power(d.r_agent, 1.6))::int as agent,
           1 + floor(d.r_beds * 5)::int + (s.property_sub_type = 'SingleFamilyResidence')::int as beds,
           timestamptz '2026-11-22 00:00:00+00' - d.r_days * interval '540 days' as modified
    from draws d
    join cities c on d.r_city >= c.lo and d.r_city < c.hi
    join kinds k on d.r_kind >= k.lo and d.r_kind < k.hi
    join sub_types s on d.r_sub >= s.lo and d.r_sub < s.hi),
  priced as (
    select r.*, round((650 + r.beds * 420 + r.r_size * 900) / 10) * 10 as living,
           case when r.property_type = 'ResidentialLease' then 25 * round((650 + r.beds * 420 + r.r_size * 900) * (case r.state when 'CA' then 2.6 else 1.35 end) / 25)
                else 1000 * round((650 + r.beds * 420 + r.r_size * 900) * (case r.state when 'CA' then 650 + r.r_price * 700 else 210 + r.r_price * 160 end) / 1000) end as price
    from rows r)
insert into listings (
  listing_key, listing_id, market, standard_status, property_type, property_sub_type, list_price, close_price,
  close_date, listing_contract_date, bedrooms_total, bathrooms_total_integer, living_area, lot_size_square_feet,
  year_built, unparsed_address, city, county_or_parish, state_or_province, postal_code, latitude, longitude,
  list_agent_state_license, list_agent_full_name, list_office_name, media, association_fee, association_fee_frequency,
  public_remarks, modification_timestamp)
select
  upper(p.market) || '-B' || lpad(p.i::text, 8, '0'),
  case p.state when 'CA' then 'OC' else 'GA' end || (30000000 + p.i),
  p.market, p.standard_status, p.property_type, p.property_sub_type, p.price,
  case when p.standard_status = 'Closed' then round(p.price * (0.96 + p.r_misc * 0.08)) end,
  case when p.standard_status = 'Closed' then to_char(p.modified, 'YYYY-MM-DD') end,
  to_char(p.modified - (20 + floor(p.r_misc * 60)) * interval '1 day', 'YYYY-MM-DD'),
  p.beds, greatest(1, p.beds - floor(p.r_misc * 2)::int), p.living,
  case when p.property_sub_type = 'Condominium' then null else round(p.living * (1.4 + p.r_size * 3)) end,
  1955 + floor(p.r_misc * 70)::int,
  (100 + p.i::bigint * 7919 % 9800) || ' ' || (array['Oak','Maple','Cedar','Sycamore','Willow','Jasmine','Harbor','Sunset','Orchard','Vista','Laurel','Magnolia'])[1 + p.i % 12]
    || ' ' || (array['St','Ave','Dr','Ln','Ct','Way','Pl','Cir'])[1 + p.i % 8] || ', ' || p.city || ', ' || p.state || ' '
    || p.zips[1 + floor(p.r_size * array_length(p.zips, 1))::int],
  p.city, p.county, p.state, p.zips[1 + floor(p.r_size * array_length(p.zips, 1))::int],
  round((p.lat + (p.r_price - 0.5) * 0.06)::numeric, 6), round((p.lng + (p.r_size - 0.5) * 0.06)::numeric, 6),
  case p.state when 'CA' then lpad((1000000 + p.agent)::text, 8, '0') else (200000 + p.agent)::text end,
  (array['Jordan','Taylor','Morgan','Casey','Riley','Avery','Jamie','Drew'])[1 + p.agent % 8] || ' '
    || (array['Lee','Nguyen','Park','Tanaka','Chen','Johnson','Sato','Martinez','Kim','Garcia'])[1 + p.agent / 8 % 10],
  (array['Coastal Keys Realty','Summit Lane Properties','Golden Gate Homes','Peach State Realty Group','Blue Door Real Estate'])[1 + p.agent % 5],
  case when p.r_media < 0.05 then '[]'::jsonb
       else to_jsonb((array['/demo/top-1.webp','/demo/top-2.webp','/demo/gallery-1.webp','/demo/gallery-2.webp','/demo/gallery-3.webp'])[1:1 + floor(p.r_media * 100)::int % 5]) end,
  case when p.property_sub_type <> 'SingleFamilyResidence' or p.r_misc < 0.5 then 100 + floor(p.r_size * 50)::int * 10 end,
  case when p.property_sub_type <> 'SingleFamilyResidence' or p.r_misc < 0.5 then 'Monthly' end,
  'Welcome home to this ' || p.beds || '-bedroom home in ' || p.city || '. The updated kitchen has quartz counters, stainless steel '
    || 'appliances and a large island that opens to the family room; hardwood floors run through the main level, and the '
    || 'primary suite has a walk-in closet. Close to parks, schools and shopping.',
  p.modified
from priced p`;

async function load(client) {
  await client.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; select setseed(0.2026)`);
  const { rows: indexes } = await client.query(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'listings' and indexname <> 'listings_pkey' order by indexname`,
  );
  for (const { indexname } of indexes) await client.query(`drop index ${indexname}`);
  let t = Date.now();
  await client.query(LOAD_SQL, [COUNT]);
  console.log(`Loaded ${COUNT.toLocaleString('en')} listings in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  t = Date.now();
  for (const { indexdef } of indexes) await client.query(indexdef);
  console.log(`Rebuilt ${indexes.map((i) => i.indexname).join(', ')} in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  t = Date.now();
  await client.query('vacuum (analyze) listings');
  console.log(`VACUUM ANALYZE in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  // 1 % tombstones, as imports leave removed listings (their pages answer 410).
  t = Date.now();
  await client.query(`update listings set standard_status = 'Withdrawn', removed_at = now() where listing_key like '%01'`);
  await client.query('vacuum (analyze) listings');
  console.log(`Tombstoned 1 in 100 listings and analysed again in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  const { rows: [size] } = await client.query(
    `select pg_size_pretty(pg_table_size('listings')) as heap, pg_size_pretty(pg_indexes_size('listings')) as indexes`,
  );
  console.log(`listings: heap ${size.heap}, indexes ${size.indexes}.`);
  return indexes.map((i) => i.indexdef);
}

// -------------------------------------------------------------------------------------------
// Measurement
// -------------------------------------------------------------------------------------------

/** A seeded PRNG (mulberry32), so every run asks the same questions. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pickFrom = (random, items) => items[Math.floor(random() * items.length)];
const pickWeighted = (random, pairs) => {
  let roll = random() * pairs.reduce((s, [, w]) => s + w, 0);
  for (const [value, weight] of pairs) if ((roll -= weight) < 0) return value;
  return pairs.at(-1)[0];
};

const withQuery = (query, call) => Object.assign(call, { query });

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, target, makeCall) {
  for (let i = 0; i < WARMUP; i++) await makeCall(i)();
  const times = [];
  const calls = [];
  let rows = 0;
  for (let i = 0; i < MEASURED; i++) {
    const call = makeCall(WARMUP + i);
    const t = process.hrtime.bigint();
    const result = await call();
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    times.push(ms);
    calls.push({ ms, query: call.query, total: result.total });
    rows += result.homes.length;
  }
  times.sort((a, b) => a - b);
  const figure = { label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1), target };
  const ms = (v) => `${v.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(44)} p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}, p99 ${ms(figure.p99)}, max ${ms(figure.max)} ` +
      `(target p95 < ${target} ms: ${figure.p95 < target ? 'met' : 'MISSED'}; ${(rows / MEASURED).toFixed(1)} homes per call)`,
  );
  if (SHOW_SLOWEST) {
    for (const c of calls.sort((a, b) => b.ms - a.ms).slice(0, SHOW_SLOWEST)) console.log(`   ${ms(c.ms)} total ${c.total} ${JSON.stringify(c.query)}`);
  }
  return figure;
}

/** Records the statements a domain call sends, to EXPLAIN them. */
function captureStatements(pool) {
  const statements = [];
  const query = pool.query.bind(pool);
  pool.query = (config, values, callback) => {
    const text = typeof config === 'string' ? config : config.text;
    statements.push({ text, values: (Array.isArray(values) ? values : config.values) ?? [] });
    return query(config, values, callback);
  };
  return {
    statements,
    stop() {
      pool.query = query;
    },
  };
}

async function explain(client, label, statements) {
  for (const { text, values } of statements) {
    const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, values);
    console.log(`\n-- ${label}: ${text.replace(/\s+/g, ' ').slice(0, 140)}…\n${rows.map((r) => `   ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    created = true;
  } finally {
    await admin.end();
  }
  console.log(`Created ${name} on ${dbUrl.host} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}).`);

  const { openDatabase } = await tsImport('../src/server/db/client.ts', import.meta.url);
  const { runMigrations } = await tsImport('../src/server/db/migrate.ts', import.meta.url);
  const { searchHomes } = await tsImport('../src/server/listings/search-homes.ts', import.meta.url);
  const { listAgentListings } = await tsImport('../src/server/listings/list-agent-listings.ts', import.meta.url);
  const { findListing } = await tsImport('../src/server/listings/get-listing.ts', import.meta.url);
  const { areaMarket } = await tsImport('../src/server/listings/area-market.ts', import.meta.url);
  const { homeListQuerySchema, agentListingsQuerySchema, SEARCH_TYPES } = await tsImport('../src/lib/schemas/listings.ts', import.meta.url);

  database = openDatabase({ url: dbUrl.href });
  await runMigrations(database);
  console.log(`Migrated (${elapsed()}).`);

  const client = new pg.Client({ connectionString: dbUrl.href });
  await client.connect();
  try {
    const indexdefs = await load(client);
    console.log(`Indexes:\n${indexdefs.map((d) => `  ${d}`).join('\n')}`);

    const { rows: busiest } = await client.query(
      `select list_agent_state_license as license, market, count(*)::int as n from listings group by 1, 2 order by 3 desc limit 20`,
    );
    const { rows: sampled } = await client.query(
      `select distinct list_agent_state_license as license, market from listings tablesample system (1) repeatable (7) limit 500`,
    );
    console.log(`Agents: the busiest has ${busiest[0].n} listings, the 20th ${busiest.at(-1).n}; ${sampled.length} random agents (${elapsed()}).\n`);
    const { rows: listingKeys } = await client.query(`select listing_key as key from listings tablesample system (1) repeatable (11) limit 2000`);
    const { rows: agentCities } = await client.query(
      `select distinct on (list_agent_state_license) list_agent_state_license as license, city from listings
       where list_agent_state_license = any($1) group by 1, 2 order by 1, count(*) desc`,
      [[...busiest, ...sampled].map((a) => a.license)],
    );
    const cityOf = new Map(agentCities.map((r) => [r.license, r.city]));

    const db = database.db;
    const random = seeded(6);
    const cities = CITIES.map(([city, , state]) => ({ city, state }));
    const homeQuery = () => {
      const place = pickFrom(random, cities);
      const page = pickWeighted(random, [[0, 50], [1 + Math.floor(random() * 4), 40], [5 + Math.floor(random() * 16), 10]]);
      const raw = {
        type: pickWeighted(random, [['sale', 50], ['rent', 20], ['sold', 20], ['rented', 10]]),
        propertyType: pickWeighted(random, [['single_family', 60], ['condo', 15], ['townhouse', 10], ['all', 15]]),
        currentPage: String(page),
        state: place.state,
        city: place.city,
        isImageNull: random() < 0.1 ? 'Y' : 'N',
      };
      if (random() < 0.2) raw.propertyStatus = 'all';
      return homeListQuerySchema.parse(raw);
    };
    const agentQuery = (i) => {
      const agent = i % 2 === 0 ? pickFrom(random, busiest) : pickFrom(random, sampled);
      return agentListingsQuerySchema.parse({ licenseNumber: agent.license, market: agent.market, searchType: pickFrom(random, SEARCH_TYPES) });
    };

    const defaults = homeListQuerySchema.parse({});
    const figures = [
      await measure('home list, defaults (Irvine, page 0)', TARGETS.homeList, () => withQuery(defaults, () => searchHomes(db, defaults))),
      await measure('home list, mix (cities, types, pages 0–20)', TARGETS.homeList, () => {
        const q = homeQuery();
        return withQuery(q, () => searchHomes(db, q));
      }),
      await measure('agent listings (20 busiest + 500 random)', TARGETS.agent, (i) => {
        const q = agentQuery(i);
        return withQuery(q, () => listAgentListings(db, q));
      }),
      await measure('listing page lookup (2,000 random keys)', TARGETS.listing, (i) => {
        const key = listingKeys[i % listingKeys.length].key;
        return withQuery({ key }, async () => {
          const found = await findListing(db, key);
          return { homes: found && found !== 'removed' ? [found] : [], total: found ? 1 : 0 };
        });
      }),
      await measure('filtered realtor listings (price, beds, city)', TARGETS.filtered, (i) => {
        const agent = i % 2 === 0 ? pickFrom(random, busiest) : pickFrom(random, sampled);
        const minPrice = pickFrom(random, [0, 300_000, 600_000, 900_000]);
        const filters = { minPrice, maxPrice: minPrice + pickFrom(random, [500_000, 1_000_000, 3_000_000]), minBeds: pickFrom(random, [1, 2, 3, 4]) };
        if (random() < 0.5) filters.city = cityOf.get(agent.license);
        const q = { licenseNumber: agent.license, market: agent.market, searchType: 'sale', limit: 12, offset: 0, filters };
        return withQuery(q, () => listAgentListings(db, q));
      }),
      await measure('area median asking price (a city or a ZIP)', TARGETS.areaMarket, () => {
        const [city, , state, , zips] = pickFrom(random, CITIES);
        const area = { market: state === 'CA' ? 'crmls' : 'fmls', state, city, zip: random() < 0.5 ? pickFrom(random, zips) : '' };
        return withQuery(area, async () => {
          const figures = await areaMarket(db, area);
          return { homes: [], total: figures?.homes ?? 0 };
        });
      }),
    ];

    // Plans of the default home list, of the busiest agent's sale listings and of the largest city's median.
    const capture = captureStatements(database.pool);
    await searchHomes(db, defaults);
    const homeStatements = capture.statements.splice(0);
    await listAgentListings(db, { licenseNumber: busiest[0].license, market: busiest[0].market, searchType: 'sale' });
    const agentStatements = capture.statements.splice(0);
    await areaMarket(db, { market: 'crmls', state: 'CA', city: 'Los Angeles', zip: '' });
    const areaStatements = capture.statements.splice(0);
    capture.stop();
    await explain(client, 'home list, defaults', homeStatements);
    await explain(client, `agent ${busiest[0].license} (${busiest[0].n} listings), sale`, agentStatements);
    await explain(client, 'area median, Los Angeles', areaStatements);

    const missed = figures.filter((f) => f.p95 >= f.target);
    console.log(`\nDone in ${elapsed()}; load average ${os.loadavg()[0].toFixed(2)}.`);
    if (missed.length) {
      console.error(`p95 over target: ${missed.map((f) => f.label).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
  }
}

try {
  await main();
} catch (error) {
  console.error('Benchmark failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
