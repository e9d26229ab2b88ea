/**
 * Every company fact the pages share lives here, so that one edit changes it everywhere.
 *
 * Stand-in values: the specification withholds the company's real name, phone numbers,
 * addresses, accounts and prices. Every value with a `// STAND-IN` comment is a clearly fictional
 * placeholder (reserved `.example` domains, zeroed phone numbers) to be replaced with the real
 * fact before launch, and its comment removed. Nothing else in the code base needs to change.
 * A production build (NODE_ENV=production) refuses to run while one is left
 * (scripts/build/check-stand-ins.ts).
 */

export type SocialLink = { label: string; href: string; icon: SocialIcon };
export type SocialIcon = "facebook" | "instagram" | "linkedin" | "youtube" | "x";

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

/** A package's starting price, in both currencies a client compares in. */
export type PackagePrice = { pkr: number; usd: number };

export const site = {
  brand: {
    name: "Meridian Digital", // STAND-IN: the company's real name
    shortName: "Meridian", // STAND-IN
    tagline: "IT, software and design services from Karachi",
  },
  parent: {
    name: "Meridian Group", // STAND-IN: the parent company's name
    href: "https://meridian-group.example", // STAND-IN
  },
  sister: {
    name: "Meridian Stone Exports", // STAND-IN: the sister stone-export line
    description: "natural stone export",
    href: "https://meridian-stone.example", // STAND-IN
  },
  contact: {
    phones: [
      { label: "Phone", display: "+92 21 0000 0000", tel: "+922100000000" }, // STAND-IN
      { label: "Phone", display: "+92 300 000 0000", tel: "+923000000000" }, // STAND-IN
    ],
    email: "info@meridian-digital.example", // STAND-IN
    salesEmail: "sales@meridian-digital.example", // STAND-IN
    address: {
      street: "Office 0, Plot 0, Shahrah-e-Faisal", // STAND-IN
      city: "Karachi",
      region: "Sindh",
      postalCode: "75400", // STAND-IN
      country: "Pakistan",
      countryCode: "PK",
    },
    /** What the embedded map searches for */
    mapQuery: "Shahrah-e-Faisal, Karachi, Pakistan", // STAND-IN
  },
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "10:00",
    closes: "19:00",
    label: "Monday to Saturday, 10:00 am to 07:00 pm",
    closedLabel: "Closed on Sunday",
    timezoneLabel: "GMT+5, PKT",
  } satisfies OpeningHours,
  /**
   * The one promise about answering enquiries (SPEC §9: within one business day; the office opens
   * Monday to Saturday). A page says it once, usually in its closing call to action.
   */
  replyPromise: {
    hero: "We reply to every enquiry within one business day, Monday to Saturday.",
  },
  /**
   * "From" prices of the package cards on the overlay and stream package pages, in whole PKR and
   * US dollars. The specification gives no package prices: these are placeholders.
   */
  packagePrices: {
    overlay: {
      starter: { pkr: 14_000, usd: 50 }, // STAND-IN
      creator: { pkr: 28_000, usd: 100 }, // STAND-IN
      pro: { pkr: 56_000, usd: 200 }, // STAND-IN
      elite: { pkr: 98_000, usd: 350 }, // STAND-IN
    },
    streamPackages: {
      basic: { pkr: 42_000, usd: 150 }, // STAND-IN
      premium: { pkr: 112_000, usd: 400 }, // STAND-IN
    },
  } satisfies Record<string, Record<string, PackagePrice>>,
  chat: {
    /** Chat-app number in international format without "+" */
    number: "923000000000", // STAND-IN
    message: "Hello! I would like to discuss a project with your team.",
  },
  social: [
    {
      label: "Facebook",
      href: "https://www.facebook.com/meridian-digital.example",
      icon: "facebook",
    }, // STAND-IN
    {
      label: "Instagram",
      href: "https://www.instagram.com/meridian-digital.example",
      icon: "instagram",
    }, // STAND-IN
    {
      label: "LinkedIn",
      href: "https://www.linkedin.com/company/meridian-digital-example",
      icon: "linkedin",
    }, // STAND-IN
    {
      label: "YouTube",
      href: "https://www.youtube.com/@meridian-digital-example",
      icon: "youtube",
    }, // STAND-IN
  ] satisfies SocialLink[],
  host: {
    /** The host (parent) company's own contact column in the footer */
    name: "Meridian Group", // STAND-IN
    phone: { display: "+92 21 0000 0001", tel: "+922100000001" }, // STAND-IN
    email: "hello@meridian-group.example", // STAND-IN
    social: [
      {
        label: "Meridian Group on Facebook",
        href: "https://www.facebook.com/meridian-group.example",
        icon: "facebook",
      }, // STAND-IN
      {
        label: "Meridian Group on LinkedIn",
        href: "https://www.linkedin.com/company/meridian-group-example",
        icon: "linkedin",
      }, // STAND-IN
    ] satisfies SocialLink[],
  },
  androidApp: {
    /** File id of the .apk on the file-hosting service */
    fileId: "MERIDIAN-APK-FILE-ID", // STAND-IN
    fileName: "meridian-digital.apk",
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
