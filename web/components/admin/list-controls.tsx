import { useId } from "react";
import { Form } from "react-router";
import { adminLimits } from "#contract/admin-fields.ts";
import { Icon } from "#web/components/ui/icon.tsx";

const control =
  "min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink-900 hover:border-slate-400 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500";

/**
 * Search and filter of an admin list. A GET form: the choices live in the page's address, so a
 * filtered list can be reloaded, bookmarked or shared with a colleague.
 */
export function ListControls({
  label,
  searchLabel,
  placeholder,
  q,
  status,
  dates,
}: {
  /** The form's name for assistive technology when it has neither search nor status. */
  label?: string;
  /** "Search messages" and the like; omit for lists without search. */
  searchLabel?: string;
  placeholder?: string;
  q?: string;
  status?: {
    /** The query parameter; "status" unless told otherwise. */
    name?: string;
    label: string;
    value: string;
    options: ReadonlyArray<{ value: string; label: string }>;
  };
  /** A first and last day (query parameters `from` and `to`, YYYY-MM-DD). */
  dates?: { fromLabel: string; toLabel: string; from: string; to: string };
}) {
  const searchId = useId();
  const statusId = useId();
  const fromId = useId();
  const toId = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label ?? searchLabel ?? status?.label}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      {searchLabel && (
        <div className="min-w-0 flex-1 sm:min-w-56">
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink-900">
            {searchLabel}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={adminLimits.search}
            placeholder={placeholder}
            className={`${control} mt-1.5`}
          />
        </div>
      )}
      {status && (
        <div className="sm:w-56">
          <label htmlFor={statusId} className="block text-sm font-semibold text-ink-900">
            {status.label}
          </label>
          <select
            id={statusId}
            name={status.name ?? "status"}
            defaultValue={status.value}
            className={`${control} mt-1.5`}
          >
            {status.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {dates && (
        <>
          <div className="sm:w-44">
            <label htmlFor={fromId} className="block text-sm font-semibold text-ink-900">
              {dates.fromLabel}
            </label>
            <input
              id={fromId}
              name="from"
              type="date"
              defaultValue={dates.from}
              className={`${control} mt-1.5`}
            />
          </div>
          <div className="sm:w-44">
            <label htmlFor={toId} className="block text-sm font-semibold text-ink-900">
              {dates.toLabel}
            </label>
            <input
              id={toId}
              name="to"
              type="date"
              defaultValue={dates.to}
              className={`${control} mt-1.5`}
            />
          </div>
        </>
      )}
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink-900 px-5 text-[0.9375rem] font-semibold text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        <Icon name="search" aria-hidden="true" className="size-4" />
        {searchLabel ? "Search" : "Show"}
      </button>
    </Form>
  );
}
