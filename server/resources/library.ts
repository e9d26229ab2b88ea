import {
  type DownloadRefusal,
  downloadRefusals,
  type ResourceAccess,
  type ResourceList,
  type ResourceSheet,
} from "#contract/resources.ts";
import { readableDay } from "#contract/site-time.ts";
import type { Db } from "#server/db/index.ts";
import { resourceDownloads } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { accessTo, type Member } from "./access.ts";
import type { Catalogue, CatalogueEntry } from "./catalogue.ts";
import type { DownloadLinks } from "./download-links.ts";
import { memberOf } from "./member.ts";

/** A refused download or read: its status, its reason (for the page a browser lands on). */
export class Refused extends HttpError {
  constructor(
    statusCode: number,
    readonly reason: DownloadRefusal,
    message: string = downloadRefusals[reason],
  ) {
    super(statusCode, message);
  }
}

export const resourceMessages = {
  notFound: "There is no resource at this address.",
  noSheet: "This resource is a file to download, not a page to read.",
} as const;

/** Why a locked resource is locked, in the member's words: what unlocks it and what they have. */
export function lockedMessage(access: Extract<ResourceAccess, { state: "locked" }>): string {
  const parts = [
    access.referrals !== undefined &&
      `at ${access.referrals} credited referrals (you have ${access.have})`,
    access.openToAllFrom !== undefined &&
      `for every member on ${readableDay(access.openToAllFrom)}`,
  ].filter(Boolean);
  return `This resource is early access: it unlocks ${parts.join(", or ")}.`;
}

/** The refusal for an access that is not open, or null when it is. */
function refusalOf(access: ResourceAccess): Refused | null {
  if (access.state === "open") return null;
  if (access.state === "confirm-email") return new Refused(403, "confirm-email");
  return new Refused(403, "locked", lockedMessage(access));
}

/**
 * The member library (GET /api/resources and beside it): the catalogue each member sees with
 * what they may open, the signed links its files download through, a cheatsheet's text, and the
 * download itself, which re-checks the member and counts it.
 */
export function createResourceLibrary(deps: {
  db: Db;
  catalogue: Catalogue;
  links: DownloadLinks;
  clock: () => Date;
}) {
  const { db, catalogue, links, clock } = deps;

  function entryFor(slug: string): CatalogueEntry {
    const entry = catalogue.find((item) => item.slug === slug);
    if (!entry) throw new HttpError(404, resourceMessages.notFound);
    return entry;
  }

  async function list(userId: string): Promise<ResourceList> {
    const member = await memberOf(db, userId);
    const now = clock();
    return {
      creditedReferrals: member?.creditedReferrals ?? 0,
      resources: catalogue.map((entry) => ({
        slug: entry.slug,
        title: entry.title,
        summary: entry.summary,
        service: entry.service,
        format: entry.format,
        bytes: entry.bytes,
        ...(entry.earlyAccess ? { earlyAccess: entry.earlyAccess } : {}),
        readable: entry.sheet !== undefined,
        access: accessTo(entry, member, now),
      })),
    };
  }

  /** The entry, if `member` may have it now; else the refusal. */
  function allowed(entry: CatalogueEntry, member: Member | null): CatalogueEntry {
    const refusal = refusalOf(accessTo(entry, member, clock()));
    if (refusal) throw refusal;
    return entry;
  }

  /** A link to the file, for this member, that works for DOWNLOAD_LINK_SECONDS. */
  async function link(userId: string, slug: string) {
    const entry = allowed(entryFor(slug), await memberOf(db, userId));
    const { token, expiresAt } = await links.sign(userId, entry.slug);
    return {
      url: `/api/resources/${entry.slug}/download?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async function sheet(userId: string, slug: string): Promise<ResourceSheet> {
    const entry = allowed(entryFor(slug), await memberOf(db, userId));
    if (!entry.sheet) throw new HttpError(404, resourceMessages.noSheet);
    return { title: entry.title, summary: entry.summary, sheet: entry.sheet };
  }

  /**
   * The file a link opens. A members-only file needs a valid, unexpired link made for this
   * resource, and the member it names must still be allowed it (confirmed, not deleted, early
   * access earned); each download is counted.
   */
  async function download(slug: string, token: string | undefined): Promise<CatalogueEntry> {
    const entry = entryFor(slug);
    let userId: string | null = null;
    if (entry.membersOnly) {
      if (!token) throw new Refused(401, "missing");
      const checked = await links.check(token);
      if (checked.state === "expired") throw new Refused(410, "expired");
      if (checked.state === "invalid" || checked.slug !== entry.slug)
        throw new Refused(403, "invalid");
      userId = checked.userId;
      allowed(entry, await memberOf(db, userId));
    }
    await db.insert(resourceDownloads).values({ resource: entry.slug, userId });
    return entry;
  }

  return { catalogue, list, link, sheet, download };
}

export type ResourceLibrary = ReturnType<typeof createResourceLibrary>;
