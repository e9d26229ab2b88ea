import { type ReactNode, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import type { Page } from "#contract/admin.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import type { LazyPart } from "#web/lib/lazy-part.ts";
import type { RowActionProps } from "./action-dialog.tsx";
import { DataTable, EmptyRow, numeric, th } from "./data-table.tsx";
import {
  type FilterWords,
  filterControls,
  filtersOf,
  ListControls,
  type ListControlsProps,
} from "./list-controls.tsx";
import type { Loaded } from "./load.ts";
import { Pagination, rangeText } from "./pagination.tsx";

type AdminListPageProps<T> = {
  title: string;
  lead: string;
  controls: ListControlsProps;
  /**
   * Beside the form on wide screens, under it on narrow ones: a CSV export (`CsvDownload`) of
   * what the form's `filters` select. Given by the page, so lists without one skip its code.
   */
  aside?: (filters: Record<string, string>) => ReactNode;
  /** The room under the form. */
  spacing?: "mb-5" | "mb-6";
  /**
   * The page's row action (`useRowAction`): the outcome of its last use, and its dialog while
   * open. Pages without actions leave it out.
   */
  action?: { message: string | null; dialog: ReactNode };
  loaded: Loaded<T>;
  /** What was loaded, shown: a report (a list's table is `AdminList`'s). */
  children: (data: T) => ReactNode;
};

/**
 * The one frame of the admin lists and reports: the heading, the search and filter form (with an export
 * beside it where the list has one), the outcome of the page's last action, then the list, or
 * why it could not be loaded; last, the dialog an action opened.
 */
export function AdminListPage<T>({
  title,
  lead,
  controls,
  aside,
  spacing = "mb-5",
  action,
  loaded,
  children,
}: AdminListPageProps<T>) {
  const form = <ListControls {...controls} />;
  return (
    <>
      <AccountHeading eyebrow="Admin" title={title} lead={lead} />
      {aside ? (
        <div
          className={`${spacing} flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between`}
        >
          <div className="min-w-0 flex-1">{form}</div>
          {aside(filtersOf(controls))}
        </div>
      ) : (
        <div className={spacing}>{form}</div>
      )}
      {action && <Feedback message={action.message} className="mb-4" />}
      {loaded.error === null ? children(loaded.data) : <Feedback message={loaded.error} />}
      {action?.dialog}
    </>
  );
}

/** A column's heading; a column of figures is right-aligned. */
export type Column = string | { label: string; numeric: true };

type ListTableProps<T> = {
  page: Page<T>;
  caption: string;
  /** What the rows are, for "Showing 1–50 of 120 messages". */
  noun: string;
  columns: readonly Column[];
  /** The line shown when nothing matches. */
  empty: string;
  /** One item's `<tr>`, with its key. */
  row: (item: T, index: number) => ReactNode;
};

/** A page of a list as a table: the count in the caption, a line when empty, then the pages. */
function ListTable<T>({ page, caption, noun, columns, empty, row }: ListTableProps<T>) {
  return (
    <>
      <DataTable caption={caption} summary={rangeText(page, noun)}>
        <thead>
          <tr>
            {columns.map((column) => {
              const label = typeof column === "string" ? column : column.label;
              return (
                <th key={label} scope="col" className={label === column ? th : `${th} ${numeric}`}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {page.items.length === 0 && <EmptyRow columns={columns.length}>{empty}</EmptyRow>}
          {page.items.map(row)}
        </tbody>
      </DataTable>
      <Pagination page={page} />
    </>
  );
}

/** An admin list: the frame above, around one page of its items as a table. */
export function AdminList<Item>({
  table,
  ...frame
}: Omit<AdminListPageProps<Page<Item>>, "children"> & {
  table: Omit<ListTableProps<Item>, "page">;
}) {
  return <AdminListPage {...frame}>{(data) => <ListTable page={data} {...table} />}</AdminListPage>;
}

/** What a list filtered by status says: its heading, its form, and its table's words. */
type FilteredListWords = FilterWords & {
  title: string;
  lead: string;
  table: Omit<ListTableProps<unknown>, "page" | "row">;
};

/**
 * An admin list filtered by status (`loadFilteredList`), its page's words in one object: its form
 * holds the search and status the loader read from the page's address.
 */
export function FilteredList<Item>({
  words: { title, lead, table, ...filter },
  loaded,
  row,
  ...frame
}: Omit<AdminListPageProps<Page<Item>>, "title" | "lead" | "controls" | "children"> & {
  words: FilteredListWords;
  loaded: { q: string; status: string };
  row: ListTableProps<Item>["row"];
}) {
  return (
    <AdminList
      title={title}
      lead={lead}
      controls={filterControls(loaded, filter)}
      loaded={loaded}
      table={{ ...table, row }}
      {...frame}
    />
  );
}

/**
 * An action on one row that asks first in a dialog whose code is loaded apart (`lazyPart`):
 * the dialog while it is open (the list's `dialog`), and the outcome line it leaves once done,
 * when the list is loaded again.
 */
export function useRowAction<Asked>(dialog: LazyPart<RowActionProps<Asked>>) {
  const revalidator = useRevalidator();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  /** The props of a row's button that asks for `value`: the dialog's code is fetched on approach. */
  const opener = (value: Asked) => ({
    onPointerEnter: dialog.preload,
    onFocus: dialog.preload,
    onClick() {
      setMessage(null);
      setAsked(value);
    },
  });
  return {
    message,
    dialog: asked !== null && (
      <Suspense>
        <dialog.Part
          asked={asked}
          onClose={() => setAsked(null)}
          onDone={(outcome) => {
            setAsked(null);
            setMessage(outcome);
            void revalidator.revalidate();
          }}
          onStale={() => void revalidator.revalidate()}
        />
      </Suspense>
    ),
    opener,
    /** A row's button that asks for `value`, named for a screen reader by `ariaLabel`. */
    button: (value: Asked, label: string, ariaLabel: string) => (
      <Button variant="secondary" {...opener(value)} aria-label={ariaLabel}>
        {label}
      </Button>
    ),
  };
}
