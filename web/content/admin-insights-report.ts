const pageViews = (count: number) => (count === 1 ? "page view" : "page views");

/** Words of the report on /admin/insights (its view loads with the figures, apart from the page). */
export const insightsReportContent = {
  range: (from: string, to: string, rolled: string | null) =>
    `${from} to ${to}, whole days in Karachi time, as every admin screen counts them. Visitors are counted per day: the anonymous daily code cannot tell that two days' visitors are one person. ${
      rolled
        ? `Days up to ${rolled} come from the nightly roll-ups, later ones from the events themselves.`
        : "No day is rolled up yet: every figure comes from the events themselves."
    }`,
  /** Each figure's name and the line that says what it counts. */
  figures: {
    heading: "The range in figures",
    visitors: "Visitors",
    visitorsNote: "Different browsers each day, added up over the days.",
    pageviews: "Page views",
    pageviewsNote: "Pages opened on the public site; admin pages, bots and Do-Not-Track left out.",
    visits: "Visits",
    visitsNote: "Arrivals on the site: the first page of each.",
    contacts: "Leads",
    bookings: "Calls booked",
    bookingsNote:
      "Calls booked on the booking pages, by source like the leads; each booked call is one of the leads.",
    contactNote: (rate: string, linked: number) =>
      `Enquiries received, as in the Leads list without Spam. ${rate} of visits sent one; ${linked} came from a tracked visit.`,
    signups: "Sign-ups",
    signupsNote: "Accounts created, as in the Accounts list.",
    verifications: "Confirmed addresses",
    verificationsNote: "Accounts whose owner opened the confirmation link in the range.",
    newsletters: "Newsletter confirmations",
    newslettersNote: "Subscriptions confirmed from the e-mail link.",
    redemptions: "Payouts",
    redemptionsNote: "Payout requests made, whatever became of them.",
  },
  chart: {
    title: "Visitors and page views per day",
    /** Counts arrive formatted, with the number itself beside them to choose singular or plural. */
    summary: (
      visitors: { count: number; shown: string },
      pageviews: { count: number; shown: string },
      busiest: { day: string; pageviews: { count: number; shown: string } } | null,
    ) =>
      `${visitors.shown} ${visitors.count === 1 ? "visitor" : "visitors"} and ${pageviews.shown} ${pageViews(pageviews.count)} in the range${busiest ? `; the busiest day was ${busiest.day} (${busiest.pageviews.shown} ${pageViews(busiest.pageviews.count)})` : ""}.`,
    table: "The daily figures as a table",
  },
  /** Column names, shared by the tables. */
  columns: {
    day: "Day",
    page: "Page",
    source: "Source",
    landing: "Landing page",
    service: "Service",
    campaign: "Campaign",
    referrer: "Referrer",
    viewport: "Window",
    visitors: "Visitors",
    pageviews: "Page views",
    visits: "Visits",
    contacts: "Leads",
    bookings: "Calls booked",
    rate: "Lead rate",
    signups: "Sign-ups",
    linkVisitors: "Link visitors",
    verified: "Confirmed",
    credited: "Points credited",
    redeemed: "Redeemed",
  },
  /** Each table's caption, the line under it, and what it says when empty. */
  tables: {
    daily: { caption: "Visitors, page views and visits per day" },
    pages: { caption: "Top pages", empty: "No page views in this range." },
    sources: {
      caption: "Top sources",
      note: "The referring site, a campaign's utm_source, or direct (typed, bookmarked, or an app that sends no referrer). “No tracked visit”: leads, booked calls and sign-ups whose visit was not counted (Do-Not-Track, another day, the assistant's or a typed-in lead). The rows add up to the figures above.",
      empty: "No visits in this range.",
    },
    landing: {
      caption: "Leads by landing page",
      note: "Leads and sign-ups from visits that began on the page; the rows add up to the figures above.",
      empty: "No visits in this range.",
    },
    services: {
      caption: "Leads by service",
      note: "Visits that began on a service's pages; leads by the last service page their visit viewed.",
      empty: "No visit began on a service page in this range.",
    },
    referrers: {
      caption: "Referral funnel",
      note: "Each step on the day it happened. Link visitors come from the page views, the rest from the referral ledger itself, which page views cannot change.",
      empty: "No referral activity in this range.",
    },
    campaigns: { caption: "Campaigns (utm_campaign)" },
    revenue: {
      sources: { caption: "Clients and revenue by source" },
      campaigns: { caption: "Clients and revenue by campaign" },
      landingPages: { caption: "Clients and revenue by landing page" },
      services: { caption: "Clients and revenue by service page" },
      referrers: { caption: "Clients and revenue by referrer" },
    },
    viewports: { caption: "Screen sizes" },
  },
} as const;
