import { useId } from "react";
import { Form } from "react-router";
import { adminLimits } from "#contract/admin-fields";
import { Icon } from "#web/components/ui/icon";

const control =
  "min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink-900 hover:border-slate-400 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500";

/**
 * Search and filter of an admin list. A GET form: the choices live in the page's address, so a
 * filtered list can be reloaded, bookmarked or shared with a colleague.
 */
export function ListControls({
  searchLabel,
  placeholder,
  q,
  status,
}: {
  /** "Search messages" and the like; omit for lists without search. */
  searchLabel?: string;
  placeholder?: string;
  q?: string;
  status?: {
    label: string;
    value: string;
    options: ReadonlyArray<{ value: string; label: string }>;
  };
}) {
  const searchId = useId();
  const statusId = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-label={searchLabel ?? status?.label}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {searchLabel && (
        <div className="min-w-0 flex-1">
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
            name="status"
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
