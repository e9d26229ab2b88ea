import { allPackagePrices } from "#content-collections";
import type { PackagePrice } from "./schema.ts";

export type { PackagePrice } from "./schema.ts";

/**
 * The "from" price of a package card, from content/prices/<name>.yaml (validated at build by
 * packagePriceSchema): a price changed there changes on its page.
 */
export function packagePrice(name: string): PackagePrice {
  const entry = allPackagePrices.find((price) => price._meta.path === name);
  if (!entry) throw new Error(`No package price content/prices/${name}.yaml`);
  return { pkr: entry.pkr, usd: entry.usd };
}
