import { z } from "zod";

/**
 * The company's facts (content/company/*.yaml, one file per subject): the schemas the content
 * build validates each file against (content-collections.ts), naming file and field on a wrong
 * one. site/facts.ts reads the built files and gives the pages, e-mails and server one `site`
 * object. Field names are the ones a person editing the files reads; a value written once here
 * (a phone number as shown) gives every form the code needs (its dial string).
 *
 * `standIn: true` marks a file whose values are fictional placeholders for facts the
 * specification withholds; a production build refuses it until the real facts replace them
 * (scripts/build/check-stand-ins.ts).
 */

const text = z.string().trim().min(1);

/** A https:// address (the placeholders are on the reserved .example domain). */
const website = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: "an https:// address, like https://www.example.com",
});

const email = z.email({ error: "an e-mail address, like info@example.com" });

/** A phone number as people read it, in international form: "+92 21 1234 5678". */
export const phoneNumber = z
  .string()
  .trim()
  .regex(
    /^\+\d[\d ]{6,20}\d$/,
    'a phone number in international form, digits and spaces, like "+92 21 1234 5678"',
  );

const standIn = z.boolean();

export const socialIcons = ["facebook", "instagram", "linkedin", "youtube", "x"] as const;

const socialAccount = z
  .object({
    /** What the link is read as: "Facebook", or "Meridian Group on Facebook". */
    label: text.max(60),
    url: website,
    /** The brand mark beside it. */
    icon: z.enum(socialIcons),
  })
  .strict();

/** content/company/brand.yaml: the company's names. */
export const brandSchema = z
  .object({
    standIn,
    /** The company's name, as every page, e-mail and search result writes it. */
    name: text.max(40),
    /** Where the full name does not fit (the installed app's name). */
    shortName: text.max(20),
    /** One line under the name in the footer, the e-mails and search results. */
    tagline: text.max(80),
  })
  .strict();

/** content/company/group.yaml: the parent company (with its own column in the footer) and its sister line. */
export const groupSchema = z
  .object({
    standIn,
    parent: z
      .object({
        name: text.max(40),
        website,
        phone: phoneNumber,
        email,
        social: z.array(socialAccount).max(6),
      })
      .strict(),
    sister: z
      .object({
        name: text.max(40),
        /** What it does, in a few lower-case words: "natural stone export". */
        description: text.max(60),
        website,
      })
      .strict(),
  })
  .strict();

/** content/company/contact.yaml: how clients reach the company. */
export const contactSchema = z
  .object({
    standIn,
    /** The phone numbers, the first one shown wherever there is room for one. */
    phones: z.tuple(
      [z.object({ label: text.max(20), number: phoneNumber }).strict()],
      z.object({ label: text.max(20), number: phoneNumber }).strict(),
    ),
    email,
    salesEmail: email,
    address: z
      .object({
        street: text.max(80),
        city: text.max(40),
        region: text.max(40),
        postalCode: text.max(12),
        country: text.max(40),
        /** Two letters, ISO 3166: "PK". */
        countryCode: z.string().regex(/^[A-Z]{2}$/, 'two capital letters, like "PK"'),
      })
      .strict(),
    /** What the map on the contact page searches for. */
    mapPlace: text.max(80),
    /** The chat-app number (WhatsApp) and the message a new chat opens with. */
    chat: z.object({ number: phoneNumber, message: text.max(160) }).strict(),
  })
  .strict();

const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time, like "09:30"');

/** content/company/hours.yaml: the office hours and the one promise about replies. */
export const hoursSchema = z
  .object({
    /** Not a stand-in: the specification gives the hours (true would stop a production build). */
    standIn: z.boolean().optional(),
    /** The days the office is open (they also set the day a reply is due by). */
    days: z.array(z.enum(weekdays)).min(1).max(7),
    opens: time,
    closes: time,
    /** The hours as people read them. */
    label: text.max(60),
    closedLabel: text.max(40),
    timezoneLabel: text.max(20),
    /**
     * The promise about answering enquiries, said once per page (SPEC §9: within one business
     * day); pages quote it as {replyPromise}.
     */
    replyPromise: text.max(120),
  })
  .strict();

/** content/company/social.yaml: the company's own social accounts. */
export const socialSchema = z
  .object({ standIn, accounts: z.array(socialAccount).min(1).max(6) })
  .strict();

/** content/company/app.yaml: the Android app offered for download. */
export const appSchema = z
  .object({
    standIn,
    /** The id of the .apk on the file-hosting service (Google Drive). */
    fileId: z
      .string()
      .trim()
      .regex(/^[\w-]{6,80}$/, "the file's id: letters, digits, - and _"),
    /** The name the download is saved under. */
    fileName: z.string().regex(/^[a-z0-9-]+\.apk$/, "a file name like company.apk"),
  })
  .strict();
