/**
 * The member library's plain values, without zod, for the browser (contract/resources.ts holds
 * the schemas): how long a download link works, the formats, and why a download is refused.
 */

/** How long a download link works, in seconds: long enough to be used at once, not to be shared. */
export const DOWNLOAD_LINK_SECONDS = 120;

export const resourceFormats = ["csv", "xlsx", "pdf", "zip"] as const;
export type ResourceFormat = (typeof resourceFormats)[number];

/**
 * Why a download was refused, and what the member reads: the API's message, and the line the
 * Resources page shows when a refused link was opened in the browser (it lands there with
 * `?refused=<reason>`).
 */
export const downloadRefusals = {
  expired:
    "That download link has expired: links work for two minutes. Download the file again from this page.",
  invalid:
    "That download link is not valid: it was changed or made for another account. Download the file again from this page.",
  missing: "Files download through a link made for your account: download it from this page.",
  "confirm-email":
    "Confirm your e-mail address to download resources: open the link we sent you, or ask for a new one.",
  locked: "This resource is early access and not unlocked for your account yet.",
} as const;
export type DownloadRefusal = keyof typeof downloadRefusals;
export const downloadRefusalReasons = Object.keys(downloadRefusals) as DownloadRefusal[];
