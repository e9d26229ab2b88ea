import { z } from "zod";
import { resourceFormats } from "./resources-fields.ts";

/**
 * The member library (GET /api/resources and the routes beside it): what a member may open,
 * what unlocks the rest, and the short-lived signed links the files download through. The
 * plain values the browser needs are in resources-fields.ts, without zod.
 */

export {
  DOWNLOAD_LINK_SECONDS,
  type DownloadRefusal,
  downloadRefusalReasons,
  downloadRefusals,
  type ResourceFormat,
  resourceFormats,
} from "./resources-fields.ts";

const text = z.string().trim().min(1);
/** A run of text that may mark code with backticks: `Idempotency-Key`. */
const line = text.max(400);

/**
 * A cheatsheet: an intro, sections of short points with an optional example, a footnote. The
 * build draws it as a PDF; the account area shows it as a printable page.
 */
export const Sheet = z.strictObject({
  /** Who it is for and how to use it, above the sections. */
  intro: text.max(500),
  sections: z
    .array(
      z.strictObject({
        /** The section's anchor on the printable page. */
        id: z.string().regex(/^[a-z0-9-]+$/, "lower-case words and dashes"),
        title: text.max(60),
        lead: line,
        points: z.array(line).min(2).max(10),
        /** A short example, printed in a monospaced box: a request, a header, a payload. */
        example: z
          .strictObject({ caption: text.max(80), code: z.string().min(1).max(1200) })
          .optional(),
      }),
    )
    .min(3)
    .max(12),
  /** The last line: when it was checked, and what to do when a provider's documents disagree. */
  footnote: text.max(300),
});
export type Sheet = z.infer<typeof Sheet>;

/** What unlocks an early-access resource: credited referrals, a day for everyone, or either. */
export const EarlyAccess = z.object({
  referrals: z.number().int().positive().optional(),
  openToAllFrom: z.string().optional(),
});

/**
 * Whether the member may have a resource now:
 * - `open`: download it (and read it, for a cheatsheet);
 * - `confirm-email`: the account's address is not confirmed yet;
 * - `locked`: early access, not yet earned: `referrals` credited referrals unlock it (the member
 *   has `have`), and/or everyone gets it from `openToAllFrom` (a day, Karachi time).
 */
export const ResourceAccess = z.discriminatedUnion("state", [
  z.object({ state: z.literal("open") }),
  z.object({ state: z.literal("confirm-email") }),
  z.object({
    state: z.literal("locked"),
    referrals: z.number().int().positive().optional(),
    have: z.number().int().nonnegative(),
    openToAllFrom: z.string().optional(),
  }),
]);
export type ResourceAccess = z.infer<typeof ResourceAccess>;

export const ResourceSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  service: z.object({ label: z.string(), to: z.string() }),
  format: z.enum(resourceFormats),
  /** The file's size in bytes. */
  bytes: z.number().int().nonnegative(),
  /** Early access: what unlocks it, whether or not it is unlocked for this member. */
  earlyAccess: EarlyAccess.optional(),
  /** A cheatsheet also reads as a printable page. */
  readable: z.boolean(),
  access: ResourceAccess,
});
export type ResourceSummary = z.infer<typeof ResourceSummary>;

export const ResourceList = z.object({
  resources: z.array(ResourceSummary),
  /** The member's credited referrals, which early access counts. */
  creditedReferrals: z.number().int().nonnegative(),
});
export type ResourceList = z.infer<typeof ResourceList>;

export const ResourceParams = z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** A signed link to one file, for this member, until `expiresAt`. */
export const DownloadLink = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLink = z.infer<typeof DownloadLink>;

export const DownloadQuery = z.object({ token: z.string().max(2048).optional() });

/** A cheatsheet's text, for its printable page. */
export const ResourceSheet = z.object({ title: z.string(), summary: z.string(), sheet: Sheet });
export type ResourceSheet = z.infer<typeof ResourceSheet>;

/** Downloads per resource in a range of days, for the owner's statistics. */
export const ResourceDownloadCounts = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      /** Every download. */
      downloads: z.number().int().nonnegative(),
      /** Distinct members who downloaded it. */
      members: z.number().int().nonnegative(),
    }),
  ),
});
export type ResourceDownloadCounts = z.infer<typeof ResourceDownloadCounts>;
