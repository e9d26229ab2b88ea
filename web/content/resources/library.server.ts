import { allResources } from "#content-collections";
import type { ResourceFormat } from "#contract/resources.ts";

/**
 * What the public page shows of each resource: what it is and how to get it, never a
 * members-only file or a cheatsheet's text (only its section titles).
 */
export type PublicResource = {
  slug: string;
  title: string;
  summary: string;
  service: { label: string; to: string };
  format: ResourceFormat;
  membersOnly: boolean;
  earlyAccess?: { referrals?: number; openToAllFrom?: string };
  covers?: string[];
};

export function publicResources(): PublicResource[] {
  return [...allResources]
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      slug: entry._meta.path,
      title: entry.title,
      summary: entry.summary,
      service: entry.service,
      format: (entry.file?.split(".").pop() ?? "pdf") as ResourceFormat,
      membersOnly: entry.membersOnly,
      ...(entry.earlyAccess ? { earlyAccess: entry.earlyAccess } : {}),
      ...(entry.sheet
        ? { covers: entry.sheet.sections.map((section: { title: string }) => section.title) }
        : {}),
    }));
}
