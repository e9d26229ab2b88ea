/**
 * npm run bench:insights: the visit statistics at scale. Seeds 1,000,000 raw events (page views
 * and conversions over the last 90 days, today included) plus 2,000 accounts, 6,000 referrals
 * and 600 redemptions into a throwaway PostgreSQL database, then times what the server does with
 * them: the admin report before any roll-up (everything from raw events), the nightly roll-up,
 * the report afterwards (roll-ups plus today's raw events) for 7, 30, 90 and 366 days, the CSV
 * export, a page view, a conversion's visit lookup, and the retention pruning. Prints a table
 * with the median of several runs; the database is dropped at the end, whatever happens.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 * The server there must let the user create databases. BENCH_EVENTS changes the event count.
 */
import { randomBytes } from "node:crypto";
import { cpus, totalmem } from "node:os";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { MemoryCounters } from "#server/plugins/rate-limit-store.ts";
import { openDatabase } from "../../server/db/index.ts";
import { createInsightsReport } from "../../server/insights/report.ts";
import { leadGroups } from "../../server/insights/revenue.ts";
import { pruneInsightEvents, rollUpFinishedDays } from "../../server/insights/rollup.ts";
import { createInsights } from "../../server/insights/service.ts";
import { addDays, dayStart, siteDay, type VisitClient } from "../../server/insights/visitor.ts";

const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const runs = 5;
const budgetMs = 200;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

/** The site's pages the seeded visits go to, the popular ones first (picked with a skew). */
const paths = [
  "/",
  "/services",
  "/contact",
  "/about",
  "/services/webdevelopment",
  "/services/zohocrm",
  "/services/graphicdesign",
  "/services/itsoftware",
  "/services/videoanimation",
  "/services/aiautomation",
  "/services/apiintegration",
  "/services/deeplearning",
  "/services/ecommerce",
  "/services/appdevelopment",
  "/webdevelopment/seo",
  "/webdevelopment/websitedevelopment",
  "/webdevelopment/ecommercestoremanagement",
  "/webdevelopment/socialmediamarketing",
  "/graphicdesign/logos",
  "/graphicdesign/overlay",
  "/graphicdesign/streampackages",
  "/graphicdesign/emotes",
  "/itsoftware/cloudservices",
  "/itsoftware/cybersecurity",
  "/itsoftware/softwaredev",
  "/videoanimation/gfx",
  "/videoanimation/vtube",
  "/portfolio_webdev",
  "/portfolio/graphic-designing",
  "/portfolio/ui-ux-designing",
  "/signup",
  "/login",
  "/dashboard",
  "/privacypolicy",
];
const sources = [
  "direct",
  "google.com",
  "bing.com",
  "facebook.com",
  "l.instagram.com",
  "linkedin.com",
  "wa.me",
  "newsletter",
  "duckduckgo.com",
  "youtube.com",
];
const campaigns = ["spring-zoho", "seo-audit", "stream-packages", "cloud-week"];
const conversions = ["contact", "newsletter", "signup", "verification", "redemption"];
const literal = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value}'`).join(", ")}]`;

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** The median of `runs` timings (after one warm-up run). */
async function median(work: () => Promise<unknown>, count = runs): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await time(work)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const rows: Array<{ what: string; ms: number; budget: boolean }> = [];
function report(what: string, ms: number, budget = true) {
  rows.push({ what, ms, budget });
  const mark = budget ? (ms < budgetMs ? "ok" : "OVER") : "";
  console.log(`${what.padEnd(64)} ${ms.toFixed(1).padStart(9)} ms ${mark}`);
}

const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const name = `insights_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
await admin.unsafe(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

try {
  const database = await openDatabase({
    dataDir: ".",
    databaseUrl: url.toString(),
    onLockLost: () => {},
  });
  const { db } = database;
  try {
    const [version] = (await db.execute(sql`show server_version`)) as unknown as Array<{
      server_version: string;
    }>;
    console.log(
      `bench:insights — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, PostgreSQL ${version?.server_version}, Node ${process.version}`,
    );

    // --- seed ---
    const seeded = await time(async () => {
      await db.execute(
        sql.raw(`
        insert into users (name, email, email_canonical, password_hash, referral_code, email_verified_at, created_at)
        select 'Bench Referrer ' || g, 'bench' || g || '@example.com', 'bench' || g || '@example.com',
               'not-a-real-hash', 'B' || lpad(g::text, 7, '0'), now(), now() - interval '200 days'
        from generate_series(1, 2000) g`),
      );
      // Each referral: a referred account of its own, then the referral row.
      await db.execute(
        sql.raw(`
        insert into users (name, email, email_canonical, password_hash, referral_code, created_at)
        select 'Bench Friend ' || g, 'friend' || g || '@example.com', 'friend' || g || '@example.com',
               'not-a-real-hash', 'F' || lpad(g::text, 7, '0'), now() - interval '100 days'
        from generate_series(1, 6000) g`),
      );
      await db.execute(
        sql.raw(`
        insert into referrals (referrer_id, referred_user_id, status, points, verified_at, decided_at, created_at)
        select r.id, f.id,
               case when f.n % 3 = 0 then 'pending' else 'credited' end, 100,
               case when f.n % 3 = 0 then null else f.at + interval '1 hour' end,
               case when f.n % 3 = 0 then null else f.at + interval '1 hour' end,
               f.at
        from (select id, row_number() over (order by email) as n,
                     now() - random() * interval '90 days' as at
              from users where email like 'friend%') f
        join (select id, row_number() over (order by email) as n from users where email like 'bench%') r
          on r.n = (f.n % 2000) + 1`),
      );
      await db.execute(
        sql.raw(`
        insert into redemptions (user_id, points, pkr, status, created_at)
        select id, 200, 100, 'pending', now() - random() * interval '90 days'
        from users where email like 'bench%' order by email limit 600`),
      );
      // The events: ~30 % landings (with a source), ~1 % conversions, ~2 % with a referral code,
      // about 4,000 visitors a day. Written in time order, in ten slices of the 90 days, as a
      // live site appends them (so a day's rows sit together on disk, as they would).
      const slices = 10;
      for (let slice = 0; slice < slices; slice++) {
        const count = Math.floor(events / slices) + (slice < events % slices ? 1 : 0);
        await db.execute(
          sql.raw(`
          insert into insight_events (at, kind, path, visitor, landing, source, utm_campaign, ref, viewport, conversion)
          select e.at,
                 case when e.c then 'conversion' else 'pageview' end,
                 (${literal(paths)})[1 + floor(power(random(), 2) * ${paths.length})::int],
                 case when e.c then null else md5(to_char(e.at, 'YYYY-MM-DD') || floor(random() * 4000)::text) end,
                 not e.c and e.l,
                 case when e.c or e.l then (${literal(sources)})[1 + floor(random() * ${sources.length})::int] end,
                 case when (e.c or e.l) and random() < 0.1 then (${literal(campaigns)})[1 + floor(random() * ${campaigns.length})::int] end,
                 case when random() < 0.02 then 'B' || lpad((1 + floor(random() * 2000))::text, 7, '0') end,
                 case when e.c then null else (array['mobile', 'tablet', 'desktop'])[1 + floor(random() * 3)::int] end,
                 case when e.c then (${literal(conversions)})[1 + floor(random() * ${conversions.length})::int] end
          from (select now() - interval '90 days' + (${slice} + random()) * (interval '90 days' / ${slices}) as at,
                       random() < 0.01 as c, random() < 0.3 as l
                from generate_series(1, ${count})) e
          order by e.at`),
        );
      }
      // The leads those visits sent: 10,000 enquiries over the 90 days, attributed like the
      // events, a fifth referred, a tenth won with a value.
      await db.execute(
        sql.raw(`
        insert into leads (status, first_name, email, subject, message, created_at, value_pkr,
                                      won_at, landing_path, source, utm_campaign, service_path, referrer_id, referred_via)
        select case when l.w then 'won' when l.n % 4 = 0 then 'contacted' else 'new' end,
               'Lead ' || l.n, 'lead' || l.n || '@example.com', 'Enquiry', 'A bench enquiry.', l.at,
               case when l.w then 50000 + floor(random() * 2000000)::int end,
               case when l.w then l.at + interval '7 days' end,
               (${literal(paths)})[1 + floor(power(random(), 2) * ${paths.length})::int],
               (${literal(sources)})[1 + floor(random() * ${sources.length})::int],
               case when random() < 0.1 then (${literal(campaigns)})[1 + floor(random() * ${campaigns.length})::int] end,
               (${literal(paths)})[1 + floor(random() * ${paths.length})::int],
               case when l.n % 5 = 0 then r.id end,
               case when l.n % 5 = 0 then 'link' end
        from (select g as n, now() - random() * interval '90 days' as at, random() < 0.1 as w
              from generate_series(1, 10000) g) l
        left join (select id, row_number() over (order by email) as n from users where email like 'bench%') r
          on r.n = (l.n % 2000) + 1`),
      );
      await db.execute(sql`analyze`);
    });
    report(
      `seed ${events.toLocaleString("en-US")} events, 8,000 accounts, 6,000 referrals, 10,000 leads`,
      seeded.ms,
      false,
    );

    const reports = createInsightsReport(db);
    const today = siteDay(new Date());
    const range = (days: number) => ({ from: addDays(today, -(days - 1)), to: today });

    // --- before the first roll-up: everything from raw events ---
    report(
      "report, last 30 days, nothing rolled up yet (all raw)",
      await median(() => reports.report(range(30)), 3),
      false,
    );

    // --- the roll-up ---
    const rolled = await time(() => rollUpFinishedDays(db));
    report(`roll-up of ${rolled.value} finished days (first run)`, rolled.ms, false);
    report("roll-up, per day", rolled.ms / Math.max(1, rolled.value));
    report(
      "roll-up run with nothing to do (every 15 minutes)",
      await median(() => rollUpFinishedDays(db)),
    );

    // --- the admin report as it normally runs: roll-ups + today's raw events ---
    for (const days of [1, 7, 30, 90, 366])
      report(
        `GET /api/admin/insights, last ${days} day${days === 1 ? " (today, raw)" : "s"}`,
        await median(() => reports.report(range(days))),
      );
    report("GET /api/admin/insights.csv, last 90 days", await median(() => reports.csv(range(90))));
    for (const days of [30, 90, 366])
      report(
        `revenue by source (10,000 leads), last ${days} days`,
        await median(() => leadGroups(db, dayStart(range(days).from), dayStart(addDays(today, 1)))),
      );

    // --- collection and conversions ---
    const insights = createInsights({
      db,
      secret: randomBytes(32),
      publicUrl: "https://www.example.com",
      log: { warn: () => {} } as never,
      // Collection's own cost: every path counts and no client reaches its daily share.
      sitePaths: null,
      dailyViewsPerClient: Number.MAX_SAFE_INTEGER,
      count: async (key, windowMs) => counters.incr(key, windowMs).current,
    });
    const counters = new MemoryCounters();
    let n = 0;
    const client = (): VisitClient => ({
      ip: `203.0.113.${(n++ % 250) + 1}`,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36",
      optedOut: false,
      bot: false,
    });
    report(
      "POST /api/events: one page view stored",
      await median(
        () =>
          insights.recordPageView(client(), {
            path: "/services/zohocrm",
            viewport: "mobile",
            landing: true,
            referrer: "google.com",
          }),
        50,
      ),
    );
    report(
      "a conversion: its visit looked up and stored",
      await median(() => insights.convert("contact", { client: client() }), 50),
    );

    // --- retention ---
    const pruned = await time(() => pruneInsightEvents(db, 60));
    const [left] = (await db.execute(
      sql`select count(*)::int as count from insight_events`,
    )) as unknown as Array<{ count: number }>;
    report(
      `pruning raw events older than 60 days (${(events - (left?.count ?? 0)).toLocaleString("en-US")} deleted)`,
      pruned.ms,
      false,
    );
  } finally {
    await database.close();
  }
} finally {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

const over = rows.filter((row) => row.budget && row.ms >= budgetMs);
console.log(
  over.length === 0
    ? `Every query under ${budgetMs} ms.`
    : `Over ${budgetMs} ms: ${over.map((row) => row.what).join("; ")}`,
);
process.exitCode = over.length === 0 ? 0 : 1;
