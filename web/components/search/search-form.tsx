import type { ReactNode, Ref } from "react";
import { searchQueryMaxLength } from "#contract/search-fields.ts";
import { Icon } from "#web/components/ui/icon.tsx";
import { inputClass } from "#web/components/ui/input-class.ts";

/**
 * The site's search box: a plain GET form to /search, so it works before the page's code and
 * without JavaScript (the server answers /search?q= with the results). With the app running,
 * `onQuery` hears every keystroke and `onSubmit` takes the submit.
 */
export function SearchForm({
  id,
  label = "Search the site",
  onQuery,
  onSubmit,
  inputRef,
  autoFocus,
  controls,
  children,
  className = "",
}: {
  id: string;
  label?: string;
  onQuery?: (query: string) => void;
  onSubmit?: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** The id of the results the box updates. */
  controls?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <search className={className}>
      <form
        action="/search"
        method="get"
        onSubmit={(event) => {
          if (!onSubmit) return;
          event.preventDefault();
          const query = new FormData(event.currentTarget).get("q");
          onSubmit(typeof query === "string" ? query.trim() : "");
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={id}
            name="q"
            type="search"
            // Filled from the address before the page's code runs (web/lib/pre-hydration.ts).
            data-from-query="q"
            maxLength={searchQueryMaxLength}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Search services, answers, case studies"
            aria-controls={controls}
            // biome-ignore lint/a11y/noAutofocus: the search dialog opens to type into
            autoFocus={autoFocus}
            onChange={onQuery ? (event) => onQuery(event.currentTarget.value) : undefined}
            className={inputClass}
          />
          <button
            type="submit"
            aria-label="Search"
            className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            <Icon name="search" aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </form>
    </search>
  );
}
