import fc from "fast-check";
import {
  callFilters,
  leadStatuses,
  redemptionFilters,
  referralDecisions,
  referralFilters,
  rejectPointsChoices,
  securityEventKinds,
} from "#contract/admin-fields.ts";
import { bookingLinkPurposes } from "#contract/booking-fields.ts";
import { contactHoneypotField, contactTokenField } from "#contract/contact-fields.ts";
import { newsletterResultPaths } from "#contract/newsletter-fields.ts";
import {
  type Body,
  choiceOrNearMiss,
  headerValue,
  hostileString,
  jsonBody,
  noBody,
  param,
  queryOf,
  queryOrOdd,
  usuallyOr,
} from "./arbitraries.ts";

/**
 * What a 303 answer means: the request was taken, or refused (and must have changed nothing), or
 * refused by a rate limit (which the audit log records, as it does every 429).
 */
export type Redirects = Record<string, "accepted" | "refused" | "limited">;

export type Endpoint = {
  method: string;
  /** With `:param` when `param` is given. */
  path: string;
  /** Who may call it: anyone, a signed-in user, or an administrator. */
  auth: "none" | "user" | "admin";
  body: fc.Arbitrary<Body>;
  headers?: fc.Arbitrary<Record<string, string>>;
  query?: fc.Arbitrary<string | [string, string][]>;
  param?: fc.Arbitrary<string>;
  /** Redirects the endpoint answers with, by the start of their Location. */
  redirects?: Redirects;
  /** Accepted requests keep writing after the answer (work done in the background). */
  writesAfterAnswer?: boolean;
};

const oddEmail = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom("MIXED.Case@Example.COM", "a@b", "@example.com", "user@@example.com"),
);
/** An existing account's address, mostly. */
const email = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("§email", "§other-email", "  §email  ") },
  { weight: 1, arbitrary: fc.constant("§new-email") },
  { weight: 2, arbitrary: oddEmail },
);
/** A new address, mostly: sign-ups. */
const newEmail = usuallyOr([4, 1], "§new-email", ["§email", "§other-email"], {
  weight: 1,
  arbitrary: oddEmail,
});
const newPassword = usuallyOr(
  [3, 1],
  "§strong-password",
  ["password", "12345678", "qwertyuiop", "Password1"],
  { weight: 2, arbitrary: fc.string({ minLength: 8, maxLength: 64 }) },
);
const currentPassword = fc.oneof(
  { weight: 2, arbitrary: fc.constant("§password") },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 64 }) },
);
const name = fc.oneof(
  fc.constantFrom("Ayesha Khan", "  Bilal  ", "Zoë Ñandú", "محمد علی", "李小龍"),
  fc.string({ minLength: 1, maxLength: 100 }),
);
const referralCode = fc.oneof(
  fc.constantFrom("§referral", "", "§referral-lower"),
  fc.stringMatching(/^[A-Za-z0-9]{8}$/),
);
const token43 = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const resetToken = fc.oneof(fc.constantFrom("§reset-token", "§used-reset-token"), token43);
/**
 * A confirmation link's token: a live one of a new referred account (confirming it credits or
 * holds the referral), one already used, an expired one, a password-reset link's (another
 * purpose), or a made-up one.
 */
const verifyToken = usuallyOr(
  [3, 2],
  "§verify-token",
  ["§used-verify-token", "§expired-verify-token", "§reset-token"],
  { weight: 1, arbitrary: token43 },
);
/** For endpoints that take no body, or an empty JSON one. */
const emptyBody = fc.oneof(
  { weight: 3, arbitrary: noBody },
  { weight: 1, arbitrary: fc.constant({ text: "{}", contentType: "application/json" }) },
  { weight: 2, arbitrary: jsonBody({}) },
);

const idempotencyKey = fc
  .option(fc.oneof(fc.uuid(), fc.constantFrom("same-key", "another-key"), headerValue(300)), {
    nil: undefined,
  })
  .map((key): Record<string, string> => (key === undefined ? {} : { "idempotency-key": key }));

/** Every endpoint of the account API, with what an honest client would send. */
export const accountEndpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/api/auth/signup",
    auth: "none",
    body: jsonBody({ name, email: newEmail, password: newPassword, referralCode }),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    auth: "none",
    body: jsonBody({ email, password: currentPassword }),
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    auth: "none",
    body: jsonBody({ email }),
    writesAfterAnswer: true,
  },
  {
    method: "POST",
    path: "/api/auth/resend-confirmation",
    auth: "none",
    body: jsonBody({ email }),
    writesAfterAnswer: true,
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    auth: "none",
    body: jsonBody({ token: resetToken, password: newPassword }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password/check",
    auth: "none",
    body: jsonBody({ token: resetToken }),
  },
  {
    method: "POST",
    path: "/api/auth/verify-email",
    auth: "none",
    body: jsonBody({ token: verifyToken }),
  },
  { method: "POST", path: "/api/auth/resend-verification", auth: "user", body: emptyBody },
  { method: "POST", path: "/api/auth/logout", auth: "user", body: emptyBody },
  { method: "POST", path: "/api/auth/logout-everywhere", auth: "user", body: emptyBody },
  { method: "GET", path: "/api/user/me", auth: "user", body: noBody },
  { method: "PATCH", path: "/api/user/me", auth: "user", body: jsonBody({ name }) },
  {
    method: "DELETE",
    path: "/api/user/me",
    auth: "user",
    body: jsonBody({ password: currentPassword }),
  },
  { method: "GET", path: "/api/user/my-referral-link", auth: "user", body: noBody },
  {
    method: "POST",
    path: "/api/user/change-password",
    auth: "user",
    body: jsonBody({ currentPassword, newPassword }),
  },
  { method: "GET", path: "/api/user/points", auth: "user", body: noBody },
  { method: "GET", path: "/api/user/payout-method", auth: "user", body: noBody },
  {
    method: "PUT",
    path: "/api/user/payout-method",
    auth: "user",
    body: fc.oneof(
      jsonBody({
        method: fc.constantFrom("jazzcash", "easypaisa", "JazzCash", "bank"),
        wallet: fc.oneof(
          fc.constantFrom("0300 1234567", "+92 345 7654321", "0300123456", "021 1234567"),
          fc.string({ maxLength: 40 }),
        ),
        password: currentPassword,
      }),
      jsonBody({
        method: fc.constantFrom("bank", "jazzcash"),
        iban: fc.oneof(
          // A valid Pakistani IBAN, the same with its check digits wrong, and any text.
          fc.constantFrom("PK36SCBL0000001123456702", "pk36 scbl 0000 0011 2345 6702"),
          fc.constantFrom("PK37SCBL0000001123456702", "GB82WEST12345698765432"),
          fc.string({ maxLength: 40 }),
        ),
        accountTitle: name,
        password: currentPassword,
      }),
    ),
  },
  {
    method: "POST",
    path: "/api/rewards/redeem",
    auth: "user",
    body: emptyBody,
    headers: idempotencyKey,
  },
  { method: "GET", path: "/api/openapi.json", auth: "none", body: noBody },
  { method: "GET", path: "/api/health", auth: "none", body: noBody },
];

const newsletterLink = (placeholder: string) =>
  queryOf({ token: fc.oneof(fc.constant(placeholder), fc.constant("§used-link"), token43) });
const newsletterRedirects: Redirects = {
  [newsletterResultPaths.confirmed]: "accepted",
  [newsletterResultPaths.unsubscribed]: "accepted",
  [newsletterResultPaths.linkInvalid]: "refused",
};

/** The contact form, the newsletter box and its links (issue 8). */
/** A real browser's agent (counted), a crawler's and a script's (dropped as bots). */
const visitAgent = fc.constantFrom(
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "curl/8.5.0",
);

export const leadEndpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/api/events",
    auth: "none",
    body: jsonBody({
      path: fc.oneof(
        fc.constantFrom("/", "/services/zohocrm", "/signup", "/admin/insights", "/a?token=x"),
        fc.string({ maxLength: 320 }).map((value) => `/${value}`),
      ),
      viewport: fc.constantFrom("mobile", "tablet", "desktop", "watch"),
      landing: fc.boolean(),
      referrer: fc.oneof(fc.constantFrom("www.google.com", "site.test", "[::1]"), fc.domain()),
      utm_campaign: fc.string({ maxLength: 120 }),
      ref: fc.oneof(fc.constant("§referral"), fc.stringMatching(/^[A-Za-z0-9]{1,32}$/)),
    }),
    headers: fc.record({ "user-agent": visitAgent, dnt: fc.constantFrom("0", "1") }),
  },
  { method: "GET", path: "/api/contact/token", auth: "none", body: noBody },
  {
    method: "POST",
    path: "/api/contact",
    auth: "none",
    body: jsonBody({
      firstName: fc.oneof(
        fc.constantFrom("Ayesha", "Zoë", "محمد"),
        fc.string({ minLength: 1, maxLength: 80 }),
      ),
      lastName: fc.oneof(fc.constantFrom("", "Khan"), fc.string({ maxLength: 80 })),
      company: fc.oneof(fc.constantFrom("", "Acme (Pvt) Ltd"), fc.string({ maxLength: 120 })),
      phone: fc.oneof(
        fc.constantFrom("", "+92 300 1234567", "021-111-222-333"),
        fc.string({ maxLength: 32 }),
      ),
      email: fc.oneof(fc.constant("§new-email"), fc.emailAddress()),
      message: fc.oneof(
        fc.constantFrom("We need a website for our clinic.\nCan we talk next week?"),
        fc.string({ minLength: 1, maxLength: 600 }),
      ),
      subject: fc.oneof(fc.constantFrom("", "Website"), fc.string({ maxLength: 150 })),
      [contactHoneypotField]: fc.oneof(
        { weight: 4, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
      ),
      [contactTokenField]: fc.oneof(
        fc.constantFrom("§form-token", "§old-form-token", ""),
        fc.string({ maxLength: 60 }),
      ),
    }),
    redirects: { "/contact/sent": "accepted", "/contact/error": "refused" },
  },
  {
    method: "POST",
    path: "/api/newsletter",
    auth: "none",
    body: jsonBody({
      email: fc.oneof(fc.constantFrom("§new-email", "§subscriber-email"), fc.emailAddress()),
    }),
    redirects: {
      [newsletterResultPaths.pending]: "accepted",
      [newsletterResultPaths.invalid]: "refused",
      [newsletterResultPaths.tooMany]: "limited",
    },
    writesAfterAnswer: true,
  },
  {
    method: "GET",
    path: "/api/newsletter/confirm",
    auth: "none",
    body: noBody,
    query: newsletterLink("§confirm-token"),
    redirects: newsletterRedirects,
  },
  {
    method: "GET",
    path: "/api/newsletter/unsubscribe",
    auth: "none",
    body: noBody,
    query: newsletterLink("§unsubscribe-token"),
    redirects: newsletterRedirects,
  },
  {
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    auth: "none",
    body: fc.oneof(
      noBody,
      fc.constant({
        text: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
        contentType: "multipart/form-data; boundary=x",
      }),
      fc.constant({
        form: [["List-Unsubscribe", "One-Click"]] as [string, string][],
        contentType: "application/x-www-form-urlencoded",
      }),
    ),
    query: newsletterLink("§unsubscribe-token"),
    // The same address answers GET (the link in the e-mail) with a redirect.
    redirects: newsletterRedirects,
  },
];

const search = fc.oneof(
  fc.constantFrom("", "khan", "%", "_", "\\", "'", "a%b_c", "@example.com"),
  hostileString,
);
const pageNumber = fc.oneof(
  fc.constantFrom("1", "2", "100000", "0", "-1", "1.5", "1e9", "NaN", "Infinity", " 3 "),
  fc.integer().map(String),
);
/** A day for the audit log's filter: today (a placeholder), odd ones and edges, or any. */
const day = usuallyOr(
  [3, 3],
  "§today",
  ["2026-02-30", "2026-13-01", "0000-01-01", "9999-12-31", "2026-1-5", "24.11.2026"],
  {
    weight: 2,
    arbitrary: fc
      .date({ min: new Date("0000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  },
);
const listQuery = (statuses: readonly string[]) =>
  queryOrOdd({ q: search, status: fc.constantFrom(...statuses), page: pageNumber }, 5);

/** Admin reads of these paths (a list and its CSV export take the same query). */
const adminReads = (query: Endpoint["query"], ...paths: string[]): Endpoint[] =>
  paths.map((path) => ({ method: "GET", path, auth: "admin", body: noBody, query }));

/** The admin area's API (issue 8): every call needs an administrator's token. */
export const adminEndpoints: Endpoint[] = [
  { method: "GET", path: "/api/admin/me", auth: "admin", body: noBody },
  { method: "GET", path: "/api/admin/overview", auth: "admin", body: noBody },
  ...adminReads(
    listQuery(["inbox", "new", "handled", "check", "spam", "all"]),
    "/api/admin/leads",
    "/api/admin/leads.csv",
  ),
  {
    method: "GET",
    path: "/api/admin/leads/:id",
    auth: "admin",
    body: noBody,
    param: param("§lead-id"),
  },
  {
    method: "PATCH",
    path: "/api/admin/leads/:id",
    auth: "admin",
    body: jsonBody({
      status: choiceOrNearMiss(leadStatuses, ["handled", "deleted", "NEW"]),
      valuePkr: fc.oneof(fc.constantFrom(250_000, 0, -5, 1.5), fc.integer()),
      lostReason: fc.oneof(fc.constantFrom("Chose another agency"), fc.string({ maxLength: 400 })),
    }),
    param: param("§lead-id"),
  },
  {
    method: "POST",
    path: "/api/admin/leads/:id/not-spam",
    auth: "admin",
    body: noBody,
    param: param("§check-lead-id"),
  },
  {
    method: "POST",
    path: "/api/admin/leads/:id/notes",
    auth: "admin",
    body: jsonBody({
      note: fc.oneof(
        fc.constantFrom("Called back; proposal by Friday.", "", "\u0007bell"),
        fc.string({ maxLength: 2_500 }),
      ),
    }),
    param: param("§lead-id"),
  },
  {
    method: "PUT",
    path: "/api/admin/leads/:id/follow-up",
    auth: "admin",
    body: jsonBody({
      on: fc.oneof(day, fc.constant(null), fc.constantFrom("tomorrow", 20261201)),
    }),
    param: param("§lead-id"),
  },
  ...adminReads(
    listQuery(["all", "pending", "confirmed", "unsubscribed"]),
    "/api/admin/subscribers",
    "/api/admin/subscribers.csv",
  ),
  ...adminReads(queryOrOdd({ q: search, page: pageNumber }, 1), "/api/admin/users"),
  ...adminReads(
    listQuery([...redemptionFilters, "pending", "PAID"]),
    "/api/admin/redemptions",
    "/api/admin/redemptions.csv",
  ),
  {
    method: "GET",
    path: "/api/admin/redemptions/:id",
    auth: "admin",
    body: noBody,
    param: param("§redemption-id"),
  },
  {
    method: "POST",
    path: "/api/admin/redemptions/:id/approve",
    auth: "admin",
    body: emptyBody,
    param: fc.oneof(param("§redemption-id"), param("§approved-redemption-id")),
  },
  {
    method: "POST",
    path: "/api/admin/redemptions/:id/reject",
    auth: "admin",
    body: jsonBody({
      reason: fc.oneof(
        fc.constantFrom("The referred accounts were one person's.", ""),
        fc.string({ maxLength: 400 }),
      ),
      points: choiceOrNearMiss(rejectPointsChoices, ["keep", "RETURN"]),
    }),
    param: fc.oneof(param("§redemption-id"), param("§approved-redemption-id")),
  },
  {
    method: "POST",
    path: "/api/admin/redemptions/:id/pay",
    auth: "admin",
    body: fc.oneof(
      jsonBody({
        reference: fc.oneof(
          fc.constantFrom("IBFT 20261126 4411", "", "line\nbreak"),
          fc.string({ maxLength: 150 }),
        ),
        note: fc.oneof(fc.constantFrom("", "Paid by bank transfer"), fc.string({ maxLength: 600 })),
      }),
      fc.constant(undefined),
    ),
    param: fc.oneof(param("§approved-redemption-id"), param("§redemption-id")),
  },
  ...adminReads(listQuery([...callFilters, "UPCOMING", "booked"]), "/api/admin/calls"),
  {
    method: "POST",
    path: "/api/admin/calls/:id/cancel",
    auth: "admin",
    body: emptyBody,
    param: param("§booking-id"),
    writesAfterAnswer: true,
  },
  {
    method: "POST",
    path: "/api/admin/calls/:id/no-show",
    auth: "admin",
    body: emptyBody,
    param: fc.oneof(param("§past-booking-id"), param("§booking-id")),
  },
  ...adminReads(listQuery([...referralFilters, "FLAGGED"]), "/api/admin/referrals"),
  {
    method: "POST",
    path: "/api/admin/referrals/:id/decision",
    auth: "admin",
    body: jsonBody({
      decision: choiceOrNearMiss(referralDecisions, ["APPROVE", "credit", ""]),
    }),
    param: param("§flagged-referral-id"),
  },
  ...adminReads(
    queryOrOdd({ from: day, to: day }, 5),
    "/api/admin/insights",
    "/api/admin/insights.csv",
    "/api/admin/resource-downloads",
  ),
  {
    method: "GET",
    path: "/api/admin/security-events",
    auth: "admin",
    body: noBody,
    query: queryOrOdd(
      {
        kind: fc.constantFrom(...securityEventKinds, "all", "LOGIN-FAILURE"),
        // Part of an account's address, or a client's exact address.
        q: fc.oneof(search, fc.constantFrom("§email", "203.0.113.7", "::1")),
        from: day,
        to: day,
        page: pageNumber,
      },
      5,
    ),
  },
];

/** A member resource's slug: the cheatsheet, another one, or a near miss. */
const resourceSlug = usuallyOr(
  [6, 2],
  "api-automation-cheatsheet",
  [
    "whatsapp-message-templates",
    "zoho-crm-lead-import-template",
    "no-such-resource",
    "API-AUTOMATION-CHEATSHEET",
    "../catalogue.json",
    "",
  ],
  { weight: 1, arbitrary: hostileString },
);

/** The member library (issue 38): the list, signed links, a cheatsheet's text, the download. */
export const resourceEndpoints: Endpoint[] = [
  { method: "GET", path: "/api/resources", auth: "user", body: noBody },
  {
    method: "POST",
    path: "/api/resources/:slug/link",
    auth: "user",
    body: emptyBody,
    param: resourceSlug,
  },
  {
    method: "GET",
    path: "/api/resources/:slug/sheet",
    auth: "user",
    body: noBody,
    param: resourceSlug,
  },
  {
    method: "GET",
    path: "/api/resources/:slug/download",
    auth: "none",
    body: noBody,
    param: resourceSlug,
    query: queryOrOdd({ token: fc.constantFrom("§download-token", "x.y.z") }),
    redirects: { "/dashboard/resources?refused=": "refused" },
  },
];

const question = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("zoho crm", "Do you build Shopify stores?", "seo") },
  { weight: 1, arbitrary: fc.string({ maxLength: 600 }) },
  { weight: 1, arbitrary: hostileString },
);
const turn = fc.record({
  question: fc.string({ maxLength: 40 }),
  answer: fc.string({ maxLength: 80 }),
});

/** Site search for everyone and the members' assistant (issue 38). */
export const searchEndpoints: Endpoint[] = [
  {
    method: "GET",
    path: "/api/search",
    auth: "none",
    body: noBody,
    query: queryOrOdd({ q: question }),
  },
  {
    method: "POST",
    path: "/api/assistant/ask",
    auth: "user",
    body: jsonBody({ question, history: fc.array(turn, { maxLength: 6 }) }),
  },
  {
    method: "POST",
    path: "/api/assistant/send",
    auth: "user",
    body: jsonBody({
      intent: fc.constantFrom("message", "call", "other"),
      turns: fc.array(turn, { maxLength: 3 }),
      note: fc.string({ maxLength: 60 }),
    }),
    writesAfterAnswer: true,
  },
];

const consultation = usuallyOr([4, 1], "free-consultation", [
  "consultancy-hour",
  "nope",
  "../x",
  "",
]);

/**
 * A reschedule or cancel link's token: the live booking's link of that purpose (mostly), its
 * other link, one for another booking, a spent one, or made up.
 */
const bookingToken = (purpose: "§cancel-token" | "§reschedule-token") =>
  usuallyOr(
    [5, 2],
    purpose,
    [
      purpose === "§cancel-token" ? "§reschedule-token" : "§cancel-token",
      "§other-booking-token",
      "§spent-booking-token",
    ],
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom("", "a.b.c"), hostileString) },
  );

/** Booking a call (issue 37) and the invitation's inviter (issue 40). */
export const bookingEndpoints: Endpoint[] = [
  {
    method: "GET",
    path: "/api/bookings/slots",
    auth: "none",
    body: noBody,
    query: queryOrOdd({ consultation, days: fc.constantFrom("1", "7", "31", "32", "x") }),
  },
  {
    method: "POST",
    path: "/api/bookings",
    auth: "none",
    body: jsonBody({
      consultation,
      start: usuallyOr([4, 1], "§free-slot", ["2020-01-01T10:00:00Z", "tomorrow"]),
      name: fc.oneof(fc.constantFrom("Ayesha Khan", "محمد علی"), fc.string({ maxLength: 120 })),
      email: fc.oneof(fc.constant("§new-email"), fc.emailAddress()),
      company: fc.oneof(fc.constantFrom("", "Acme (Pvt) Ltd"), fc.string({ maxLength: 140 })),
      need: fc.oneof(
        fc.constant("A Zoho CRM set-up for six sales reps."),
        fc.string({ maxLength: 40 }),
      ),
      timeZone: fc.constantFrom("Asia/Karachi", "Europe/London", "Mars/Base"),
    }),
    writesAfterAnswer: true,
  },
  // A member's consultancy hours (issue 37, step 7), and an account's for an administrator.
  { method: "GET", path: "/api/consultancy-hours", auth: "user", body: noBody },
  {
    method: "GET",
    path: "/api/admin/users/:id/consultancy-hours",
    auth: "admin",
    body: noBody,
    param: fc.oneof(param("§member-id"), fc.constant("00000000-0000-4000-8000-000000000000")),
  },
  {
    method: "POST",
    path: "/api/admin/users/:id/consultancy-hours/revocations",
    auth: "admin",
    body: fc.oneof(
      {
        weight: 3,
        // One hour's referrals of the account the path names (a list, so not a JSON string).
        arbitrary: fc.constant({
          text: '{"referrals":[§hour-referrals],"reason":"Three accounts from one catch-all domain"}',
          contentType: "application/json",
        }),
      },
      {
        weight: 2,
        arbitrary: jsonBody({
          referrals: fc.array(fc.integer({ min: -1, max: 3_000_000_000 }), { maxLength: 5 }),
          reason: fc.oneof(fc.constantFrom("Farm", ""), fc.string({ maxLength: 600 })),
        }),
      },
    ),
    param: fc.oneof(
      { weight: 3, arbitrary: param("§hour-member-id") },
      { weight: 1, arbitrary: param("§member-id") },
    ),
  },
  {
    method: "POST",
    path: "/api/bookings/:id/link",
    auth: "none",
    body: jsonBody({
      token: bookingToken("§cancel-token"),
      purpose: choiceOrNearMiss(bookingLinkPurposes, ["CANCEL", "delete", ""]),
    }),
    param: param("§booking-id"),
  },
  {
    method: "POST",
    path: "/api/bookings/:id/cancel",
    auth: "none",
    body: jsonBody({ token: bookingToken("§cancel-token") }),
    param: param("§booking-id"),
    writesAfterAnswer: true,
  },
  {
    method: "POST",
    path: "/api/bookings/:id/reschedule",
    auth: "none",
    body: jsonBody({
      token: bookingToken("§reschedule-token"),
      start: usuallyOr([4, 1], "§free-slot", ["2020-01-01T10:00:00Z", "tomorrow"]),
    }),
    param: param("§booking-id"),
    writesAfterAnswer: true,
  },
  {
    method: "GET",
    path: "/api/invitations/inviter",
    auth: "none",
    body: noBody,
    query: queryOrOdd({ code: referralCode }),
  },
];
