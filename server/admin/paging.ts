import { ADMIN_PAGE_SIZE, type Page } from "#contract/admin.ts";

/** Search text as a LIKE pattern: its own % and _ match only themselves. */
export const contains = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** One page of a list: the total count and the page's rows, queried together. */
export async function paged<T>(
  page: number,
  total: Promise<Array<{ value: number }>>,
  rows: (offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [counted, items] = await Promise.all([total, rows((page - 1) * ADMIN_PAGE_SIZE)]);
  return { items, total: counted[0]?.value ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}
