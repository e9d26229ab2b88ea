import { z } from "zod";
import { resourceFormats, Sheet } from "../../../contract/resources.ts";

/**
 * The member library (content/resources/): one YAML file per resource, and beside it the file a
 * member downloads (CSV, XLSX, PDF or ZIP), or, for a cheatsheet, its text (`sheet`), from which
 * the build makes the PDF (scripts/build/build-resources.ts) and the account area its printable
 * page. The build validates each entry against this schema (scripts/build/build-content.ts).
 *
 * The specification promises "free CRM templates", "an API automation cheatsheet" and "early
 * access to premium tools" without naming them, so today's entries are examples the company
 * wrote (`standIn: true`); a production build refuses them until the owner has replaced or
 * approved each one.
 */

const text = z.string().trim().min(1);

/** A file beside the entry: lower-case words and dashes, one of the formats above. */
const resourceFile = z
  .string()
  .regex(
    new RegExp(`^[a-z0-9-]+\\.(?:${resourceFormats.join("|")})$`),
    "a file name such as lead-import.csv (CSV, XLSX, PDF or ZIP) beside the entry",
  );

/**
 * Early access: members who have brought at least `referrals` credited referrals get it now;
 * every confirmed member gets it from `openToAllFrom` (a day, Karachi time). At least one of the two.
 */
const earlyAccessSchema = z
  .strictObject({
    referrals: z.int().min(1).max(1000).optional(),
    openToAllFrom: z.iso.date().optional(),
  })
  .refine((value) => value.referrals !== undefined || value.openToAllFrom !== undefined, {
    message: "give `referrals`, `openToAllFrom` or both",
  });
export type EarlyAccess = z.output<typeof earlyAccessSchema>;

export const resourceSchema = z
  .strictObject({
    /** true while the resource is an example the owner has not approved; a production build refuses it. */
    standIn: z.boolean(),
    /** Position in the library, 1 first. */
    order: z.int().min(1),
    title: text.max(80),
    /** What it is and what it saves the member, in one or two sentences. */
    summary: text.max(280),
    /** The service it belongs to: its page. */
    service: z.strictObject({
      label: text.max(40),
      to: z.string().regex(/^\/services\/[a-z0-9-]+$/),
    }),
    /**
     * true: only confirmed members may open or download it (through a short-lived signed link);
     * false: anyone may download it, and the public library page links the file directly.
     */
    membersOnly: z.boolean(),
    earlyAccess: earlyAccessSchema.optional(),
    /** The file beside this entry; a cheatsheet gives `sheet` instead. */
    file: resourceFile.optional(),
    sheet: Sheet.optional(),
  })
  .superRefine((entry, context) => {
    if ((entry.file === undefined) === (entry.sheet === undefined))
      context.addIssue({
        code: "custom",
        path: ["file"],
        message: "give either `file` (beside the entry) or `sheet` (a cheatsheet), not both",
      });
    if (entry.earlyAccess && !entry.membersOnly)
      context.addIssue({
        code: "custom",
        path: ["earlyAccess"],
        message: "early access needs `membersOnly: true`: a public file has nothing to unlock",
      });
  });

export type ResourceEntry = z.output<typeof resourceSchema>;
