import { fullAddress, site } from "#site/facts.ts";
import { companyStats } from "./company-stats.ts";
import { type PlaceholderName, placeholder } from "./placeholder-names.ts";

/** Each fact's current value, read when a page is put together (so a test may swap them). */
function values(): Record<PlaceholderName, string> {
  const figures = Object.fromEntries(
    Object.entries(companyStats).map(([name, stat]) => [name, stat.value]),
  ) as Record<keyof typeof companyStats, string>;
  return {
    ...figures,
    brand: site.brand.name,
    parent: site.parent.name,
    sister: site.sister.name,
    city: site.contact.address.city,
    country: site.contact.address.country,
    fullAddress,
    replyPromise: site.replyPromise.hero,
    officeHours: site.hours.label,
    timezone: site.hours.timezoneLabel,
  };
}

/**
 * A content entry with every `{name}` in its text replaced by the company fact of that name
 * (web/content/shared/placeholder-names.ts): the words come from content/, the facts from
 * content/company/, and the page shows both. The schemas refuse an unknown name at build.
 */
export function withFacts<T>(entry: T): T {
  const known = values();
  const fill = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(placeholder, (match, name: string) =>
        Object.hasOwn(known, name) ? known[name as PlaceholderName] : match,
      );
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(entry) as T;
}
