import { useLoaderData } from "react-router";
import type { InsightsReport } from "#contract/insights.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import type { InsightsParts } from "#web/components/admin/insights-parts.ts";
import { Report } from "#web/components/admin/insights-report.tsx";
import { ListControls } from "#web/components/admin/list-controls.tsx";
import { loadAdmin, withQuery } from "#web/components/admin/load.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { insightsContent as text } from "#web/content/admin-insights.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/insights";

export const meta = () => pageMeta({ ...text.meta, path: "/admin/insights", index: false });

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The chart and the report's words: not part of the page's first load, they are fetched with
 * the figures, at the same time, and kept for the next visit to the page.
 */
let parts: InsightsParts | undefined;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [loaded, loadedParts] = await Promise.all([
    loadAdmin<InsightsReport>(withQuery("/admin/insights", request)),
    parts ?? import("#web/components/admin/insights-parts.ts"),
  ]);
  parts = loadedParts;
  const params = new URL(request.url).searchParams;
  const asked = (name: string) => {
    const value = params.get(name) ?? "";
    return day.test(value) ? value : "";
  };
  return { ...loaded, from: asked("from"), to: asked("to") };
}

export default function Insights() {
  const { data, error, from, to } = useLoaderData<typeof clientLoader>();
  // The range the report covers (the default when none was asked for), for the form and export.
  const range = data ?? { from, to };
  const query = new URLSearchParams(
    [
      ["from", range.from],
      ["to", range.to],
    ].filter(([, value]) => value),
  ).toString();
  return (
    <>
      <AccountHeading eyebrow="Admin" title={text.title} lead={text.lead} />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 flex-1">
          <ListControls
            label={text.filterLabel}
            dates={{ fromLabel: text.from, toLabel: text.to, from: range.from, to: range.to }}
          />
        </div>
        <CsvDownload path={`/admin/insights.csv${query && `?${query}`}`} label={text.export} />
      </div>
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        parts && <Report data={data} parts={parts} />
      )}
    </>
  );
}
