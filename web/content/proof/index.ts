import { allClientLogos, allTeamMembers, allTestimonials } from "#content-collections";
import type { ClientLogoEntry, TeamMemberEntry, TestimonialEntry } from "./schema.ts";

/**
 * The testimonials, team and client logos, from content/testimonials, content/team and
 * content/clients (one YAML file each, validated at build), in their `order`. Loaders resolve
 * each picture file to its generated sizes; the file bookkeeping stays out of the page's data.
 */
function listed<Entry extends { order: number; standIn: boolean }>(
  entries: readonly (Entry & { _meta: unknown })[],
): Omit<Entry, "standIn" | "order">[] {
  return [...entries]
    .sort((a, b) => a.order - b.order)
    .map(({ _meta, standIn, order, ...entry }) => entry as Omit<Entry, "standIn" | "order">);
}

/**
 * A testimonial as a page may show it: the person and the client by name (and portrait) only
 * with the client's written permission; otherwise by role and sector, and nothing that names
 * them leaves this module, so no page's HTML or data can carry it.
 */
export type ShownTestimonialEntry = {
  quote: string;
  role: string;
  /** The client: its name with permission, else its sector. */
  from: string;
  person?: { name: string; photo: string };
};

function shownTestimonials(entries: typeof allTestimonials): ShownTestimonialEntry[] {
  return listed<TestimonialEntry>(entries).map(
    ({ permission, quote, role, name, company, sector, photo }) =>
      permission
        ? { quote, role, from: company, person: { name, photo } }
        : // After the role: "Founder, a Karachi apparel retailer".
          { quote, role, from: sector.replace(/^An? /, (article) => article.toLowerCase()) },
  );
}

/** The client logos that may be shown: those whose client agreed in writing. */
function shownLogos(entries: typeof allClientLogos): { name: string; logo: string }[] {
  return listed<ClientLogoEntry>(entries).flatMap(({ permission, name, logo }) =>
    permission ? [{ name, logo }] : [],
  );
}

// Pure, so a bundle that imports this file and uses none of them leaves them out.
export const testimonials = /* @__PURE__ */ shownTestimonials(allTestimonials);
export const teamMembers = /* @__PURE__ */ listed<TeamMemberEntry>(allTeamMembers);
export const clientLogos = /* @__PURE__ */ shownLogos(allClientLogos);

/**
 * What a portrait's alternative text says: an SVG is an illustration, never passed off as a
 * photograph of the person.
 */
export function portraitAlt(name: string, file: string): string {
  return file.endsWith(".svg") ? `Illustrated avatar of ${name}` : `Photograph of ${name}`;
}
