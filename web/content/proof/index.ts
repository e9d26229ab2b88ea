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

// Pure, so a bundle that imports this file and uses none of them leaves them out.
export const testimonials = /* @__PURE__ */ listed<TestimonialEntry>(allTestimonials);
export const teamMembers = /* @__PURE__ */ listed<TeamMemberEntry>(allTeamMembers);
export const clientLogos = /* @__PURE__ */ listed<ClientLogoEntry>(allClientLogos);

/**
 * What a portrait's alternative text says: an SVG is an illustration, never passed off as a
 * photograph of the person.
 */
export function portraitAlt(name: string, file: string): string {
  return file.endsWith(".svg") ? `Illustrated avatar of ${name}` : `Photograph of ${name}`;
}
