import { allPriceRanges } from "#content-collections";
import { fullAddress, site } from "#site/facts.ts";
import { companyStats } from "./company-stats.ts";
import type { PlaceholderName } from "./placeholder-names.ts";
import { placeholder, pricePlaceholder } from "./placeholder-syntax.ts";
import type { PriceRange } from "./price-range-schema.ts";

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
 * A quoted price as pages write it: a range "$100–$500" or "PKR 14,000–28,000", one end "$100"
 * or "PKR 14,000". The en dash without spaces is the specification's notation.
 */
export function priceText(
  { currency, from, to }: Pick<PriceRange, "currency" | "from" | "to">,
  end?: "from" | "to",
): string {
  const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  const amount = (value: number) =>
    currency === "USD" ? `$${whole.format(value)}` : `PKR ${whole.format(value)}`;
  if (end) return amount(end === "from" ? from : to);
  return currency === "USD"
    ? `${amount(from)}–${amount(to)}`
    : `PKR ${whole.format(from)}–${whole.format(to)}`;
}

/** `{price:flyer}`, `{price:flyer.from}`: the range of content/prices/ranges/flyer.yaml, or an end. */
function quotedPrice(name: string): string {
  const [, file, end] = pricePlaceholder.exec(name) ?? [];
  const range = allPriceRanges.find((entry) => entry._meta.path === file);
  // The content build refuses a name without its file, naming the file and field that wrote it.
  if (!range) throw new Error(`No price range content/prices/ranges/${file}.yaml for {${name}}`);
  return priceText(range, end as "from" | "to" | undefined);
}

/**
 * A content entry with every `{name}` in its text replaced by the company fact of that name
 * (web/content/shared/placeholder-names.ts) and every `{price:...}` by the price range it names:
 * the words come from content/, the facts from content/company/ and the prices from
 * content/prices/ranges/, and the page shows them together. The content build refuses an
 * unknown name.
 */
export function withFacts<T>(entry: T): T {
  const known = values();
  const fill = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(placeholder, (match, name: string) => {
        if (name.startsWith("price:")) return quotedPrice(name);
        return Object.hasOwn(known, name) ? known[name as PlaceholderName] : match;
      });
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(entry) as T;
}
