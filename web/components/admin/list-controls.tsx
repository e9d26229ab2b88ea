import { type ReactNode, useId } from "react";
import { Form } from "react-router";
import { adminLimits } from "#contract/admin-fields.ts";
import { Icon } from "#web/components/ui/icon.tsx";

const control =
  "mt-1.5 min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink-900 hover:border-slate-400 focus:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500";

/** A control under its label. */
function Labelled({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * Search and filter of an admin list. A GET form: the choices live in the page's address, so a
 * filtered list can be reloaded, bookmarked or shared with a colleague.
 */
export function ListControls({
  label,
  search,
  status,
  dates,
}: {
  /** The form's name for assistive technology when it has neither search nor status. */
  label?: string;
  /** The search box ("Search messages" and the like) with the text searched for; omit for lists without search. */
  search?: { label: string; placeholder: string; q: string };
  status?: {
    /** The query parameter; "status" unless told otherwise. */
    name?: string;
    label: string;
    value: string;
    /** The choices, in order, and the words for each. */
    values: readonly string[];
    labels: Readonly<Record<string, string>>;
  };
  /** A first and last day (query parameters `from` and `to`, YYYY-MM-DD). */
  dates?: { fromLabel: string; toLabel: string; from: string; to: string };
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label ?? search?.label ?? status?.label}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      {search && (
        <Labelled className="min-w-0 flex-1 sm:min-w-56" label={search.label}>
          {(id) => (
            <input
              id={id}
              name="q"
              type="search"
              defaultValue={search.q}
              maxLength={adminLimits.search}
              placeholder={search.placeholder}
              className={control}
            />
          )}
        </Labelled>
      )}
      {status && (
        <Labelled className="sm:w-auto sm:min-w-56" label={status.label}>
          {(id) => (
            <select
              id={id}
              name={status.name ?? "status"}
              defaultValue={status.value}
              className={control}
            >
              {status.values.map((value) => (
                <option key={value} value={value}>
                  {status.labels[value]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      )}
      {dates &&
        (
          [
            ["from", dates.fromLabel, dates.from],
            ["to", dates.toLabel, dates.to],
          ] as const
        ).map(([name, dateLabel, value]) => (
          <Labelled key={name} className="sm:w-44" label={dateLabel}>
            {(id) => (
              <input id={id} name={name} type="date" defaultValue={value} className={control} />
            )}
          </Labelled>
        ))}
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink-900 px-5 text-[0.9375rem] font-semibold text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        <Icon name="search" aria-hidden="true" className="size-4" />
        {search ? "Search" : "Show"}
      </button>
    </Form>
  );
}

export type ListControlsProps = Parameters<typeof ListControls>[0];

/** The words of a list's form: its search box, if it has one, and its status filter. */
export type FilterWords = {
  search?: Omit<NonNullable<ListControlsProps["search"]>, "q">;
  status: Omit<NonNullable<ListControlsProps["status"]>, "value">;
};

/**
 * The form of a list filtered by status (`loadFilteredList`): its words, filled in with the search
 * and status its loader read from the page's address.
 */
export function filterControls(
  { q, status }: { q: string; status: string },
  words: FilterWords,
): ListControlsProps {
  return {
    ...(words.search && { search: { ...words.search, q } }),
    status: { ...words.status, value: status },
  };
}

/** The filters a list's form holds, as query values: what its export must select too. */
export function filtersOf({ search, status, dates }: ListControlsProps): Record<string, string> {
  return {
    ...(status && { [status.name ?? "status"]: status.value }),
    ...(search && { q: search.q }),
    ...(dates && { from: dates.from, to: dates.to }),
  };
}
