import type { Page } from "#contract/admin.ts";
import { loadAdmin } from "./load.ts";

/**
 * An address with a query: the page's own (search, filter, page number) for the API, or the
 * filters of an export. Empty fields of the filter form are left out: they mean "no filter".
 */
export function withQuery(path: string, query: Request | Record<string, string>): string {
  const params = new URLSearchParams(query instanceof Request ? new URL(query.url).search : query);
  for (const [name, value] of [...params]) if (!value.trim()) params.delete(name);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A page of an admin list: `path` asked with the page's own query. */
export const loadList = <T>(path: string, request: Request) =>
  loadAdmin<Page<T>>(withQuery(path, request));

/**
 * The loader data of a list filtered by status: the page of `path`, the search, and the status
 * asked for when it is one of `filters`, else `fallback`.
 */
export async function loadFilteredList<T, S extends string>(
  path: string,
  request: Request,
  filters: readonly S[],
  fallback: S,
) {
  const { q, pick } = listQuery(request);
  return { ...(await loadList<T>(path, request)), q, status: pick(filters, fallback) };
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A list page's own query as its loader reads it: the search, a filter kept to its choices, days. */
export function listQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  const get = (name: string) => params.get(name) ?? "";
  return {
    q: get("q"),
    /** The filter `name` when it is one of `values`, else `fallback`. */
    pick: <S extends string, F extends string>(
      values: readonly S[],
      fallback: F,
      name = "status",
    ): S | F => ((values as readonly string[]).includes(get(name)) ? (get(name) as S) : fallback),
    /** A day (YYYY-MM-DD), or "" for none. */
    day: (name: string) => (day.test(get(name)) ? get(name) : ""),
  };
}
