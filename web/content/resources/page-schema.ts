import { z } from "zod";

/**
 * The words of the member library's pages (content/pages/resources.yaml): the public page that
 * explains the library to a visitor (/resources), the member's Resources page in the account
 * area (/dashboard/resources) and a cheatsheet's printable page. `{n}`, `{have}`, `{day}`,
 * `{format}` and `{size}` are filled in by the page.
 */
const text = z.string().trim().min(1);
const meta = z.strictObject({ title: text.max(70), description: text.max(160) });
const step = z.strictObject({ title: text.max(60), description: text.max(200) });

export const resourcesPageSchema = z.strictObject({
  /** true while the words are a draft the owner has not approved; a production build refuses it. */
  standIn: z.boolean().optional(),
  public: z.strictObject({
    meta,
    eyebrow: text.max(40),
    title: text.max(70),
    lead: text.max(300),
    signup: text.max(40),
    login: text.max(40),
    member: text.max(40),
    howTitle: text.max(60),
    steps: z.array(step).length(3),
    libraryTitle: text.max(60),
    libraryLead: text.max(300),
    covers: text.max(40),
    membersOnly: text.max(80),
    publicFile: text.max(80),
    earlyTitle: text.max(60),
    earlyLead: text.max(400),
    earlyUnlock: text.max(160),
    service: text.max(60),
  }),
  member: z.strictObject({
    meta,
    eyebrow: text.max(40),
    title: text.max(70),
    lead: text.max(300),
    download: text.max(40),
    read: text.max(40),
    preparing: text.max(40),
    confirmFirst: text.max(200),
    confirmBanner: text.max(200),
    newLink: text.max(40),
    unlocksAt: text.max(120),
    unlocksOn: text.max(120),
    shareLink: text.max(60),
    empty: text.max(200),
    linkError: text.max(200),
  }),
  admin: z.strictObject({
    caption: text.max(60),
    note: text.max(200),
    resource: text.max(30),
    downloads: text.max(30),
    members: text.max(30),
  }),
  sheet: z.strictObject({
    back: text.max(40),
    print: text.max(40),
    download: text.max(40),
    contents: text.max(40),
  }),
});
export type ResourcesPageCopy = z.output<typeof resourcesPageSchema>;
