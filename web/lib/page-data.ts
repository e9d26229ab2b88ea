import type { MetaDescriptor } from "react-router";

/** The `meta` export of a prerendered page: the tags its loader built (page-data.server.ts). */
export function metaFromData({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }) {
  return loaderData?.meta ?? [];
}
