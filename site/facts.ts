import {
  companyApp,
  companyBrand,
  companyContact,
  companyGroup,
  companyHours,
  companySocial,
} from "#content-collections";
// Types only: the schemas (and zod) stay out of every page's script.
import type { socialIcons } from "./facts-schema.ts";

/**
 * Every company fact the pages, e-mails and server share, read from content/company/ (brand,
 * group, contact, hours, social, app: one YAML file per subject, validated at build by
 * site/facts-schema.ts), so that one edit there changes it everywhere. Here they take the shape
 * the code reads: a phone number as shown and the string a link dials, from the one written.
 *
 * Stand-in values: the specification withholds the company's real name, phone numbers,
 * addresses and accounts (and the package prices, content/prices/). A content file with `standIn: true` holds clearly fictional
 * placeholders (reserved `.example` domains, zeroed phone numbers) to be replaced with the real
 * facts before launch. A production build (NODE_ENV=production) refuses to run while one is left
 * (scripts/build/check-stand-ins.ts).
 */

export type SocialIcon = (typeof socialIcons)[number];
export type SocialLink = { label: string; href: string; icon: SocialIcon };

export type OpeningHours = {
  /** schema.org day names, used for structured data */
  days: readonly string[];
  opens: string; // 24 h, for structured data
  closes: string;
  /** How people read it */
  label: string;
  closedLabel: string;
  timezoneLabel: string;
};

/** A phone number as shown, and as a `tel:` link dials it. */
export type Phone = { display: string; tel: string };

/** The number a `tel:` link dials: the shown number without its spaces. */
function dialString(number: string): string {
  return number.replace(/ /g, "");
}

function phone(number: string): Phone {
  return { display: number, tel: dialString(number) };
}

function socialLinks(accounts: readonly { label: string; url: string; icon: SocialIcon }[]) {
  return accounts.map(({ label, url, icon }): SocialLink => ({ label, href: url, icon }));
}

function labelled({ label, number }: { label: string; number: string }) {
  return { label, ...phone(number) };
}

// The first number is the one shown wherever there is room for one: the list is never empty.
const [firstPhone, ...otherPhones] = companyContact.phones;

export const site = {
  brand: {
    name: companyBrand.name,
    shortName: companyBrand.shortName,
    tagline: companyBrand.tagline,
  },
  parent: { name: companyGroup.parent.name, href: companyGroup.parent.website },
  sister: {
    name: companyGroup.sister.name,
    description: companyGroup.sister.description,
    href: companyGroup.sister.website,
  },
  contact: {
    phones: [labelled(firstPhone), ...otherPhones.map(labelled)],
    email: companyContact.email,
    salesEmail: companyContact.salesEmail,
    address: companyContact.address,
    /** What the embedded map searches for */
    mapQuery: companyContact.mapPlace,
  },
  hours: {
    days: companyHours.days,
    opens: companyHours.opens,
    closes: companyHours.closes,
    label: companyHours.label,
    closedLabel: companyHours.closedLabel,
    timezoneLabel: companyHours.timezoneLabel,
  } satisfies OpeningHours,
  /**
   * The one promise about answering enquiries (SPEC §9: within one business day; the office opens
   * Monday to Saturday). A page says it once, usually in its closing call to action.
   */
  replyPromise: { hero: companyHours.replyPromise },
  chat: {
    /** Chat-app number in international format without "+" */
    number: dialString(companyContact.chat.number).slice(1),
    message: companyContact.chat.message,
  },
  social: socialLinks(companySocial.accounts),
  host: {
    /** The host (parent) company's own contact column in the footer */
    name: companyGroup.parent.name,
    phone: phone(companyGroup.parent.phone),
    email: companyGroup.parent.email,
    social: socialLinks(companyGroup.parent.social),
  },
  androidApp: {
    /** File id of the .apk on the file-hosting service */
    fileId: companyApp.fileId,
    fileName: companyApp.fileName,
  },
  /** Off by default: placeholders are generated locally. Set to a seeded image service URL
   * template containing `{seed}`, `{width}` and `{height}` to use it instead. */
  externalPlaceholderTemplate: null as string | null,
} as const;

export type Site = typeof site;

export const links = {
  tel: (tel: string) => `tel:${tel}`,
  mailto: (email: string, subject?: string) =>
    subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`,
  chat: (message: string = site.chat.message) =>
    `https://wa.me/${site.chat.number}?text=${encodeURIComponent(message)}`,
  apkDownload: () =>
    `https://drive.google.com/uc?export=download&id=${encodeURIComponent(site.androidApp.fileId)}`,
  apkView: () =>
    `https://drive.google.com/file/d/${encodeURIComponent(site.androidApp.fileId)}/view`,
  mapEmbed: () =>
    `https://www.google.com/maps?q=${encodeURIComponent(site.contact.mapQuery)}&output=embed`,
  mapOpen: () =>
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.contact.mapQuery)}`,
};

export const fullAddress = [
  site.contact.address.street,
  `${site.contact.address.city} ${site.contact.address.postalCode}`,
  site.contact.address.country,
].join(", ");
