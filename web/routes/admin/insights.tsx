import { useLoaderData } from "react-router";
import type { InsightsReport } from "#contract/insights.ts";
import type { ResourceDownloadCounts } from "#contract/resources.ts";
import { AdminListPage } from "#web/components/admin/admin-list-page.tsx";
import { filteredExport } from "#web/components/admin/csv-download.tsx";
import type { InsightsParts } from "#web/components/admin/insights-parts.ts";
import { listQuery, withQuery } from "#web/components/admin/list-query.ts";
import { loadAdmin } from "#web/components/admin/load.ts";
import { ResourceDownloads } from "#web/components/admin/resource-downloads.tsx";
import { insightsContent as text } from "#web/content/admin-insights.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/insights";

export const meta = () => pageMeta({ ...text.meta, path: "/admin/insights", index: false });

/**
 * The report, its chart and its words: not part of the page's first load, they are fetched with
 * the figures, at the same time, and kept for the next visit to the page.
 */
let parts: InsightsParts | undefined;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [loaded, loadedParts, downloads] = await Promise.all([
    loadAdmin<InsightsReport>(withQuery("/admin/insights", request)),
    parts ?? import("#web/components/admin/insights-parts.ts"),
    loadAdmin<ResourceDownloadCounts>(withQuery("/admin/resource-downloads", request)),
  ]);
  parts = loadedParts;
  const { day } = listQuery(request);
  return { ...loaded, from: day("from"), to: day("to"), downloads: downloads.data };
}

export default function Insights() {
  const loaded = useLoaderData<typeof clientLoader>();
  // The range the report covers (the default when none was asked for), for the form and export.
  const { from, to } = loaded.data ?? loaded;
  return (
    <AdminListPage
      title={text.title}
      lead={text.lead}
      controls={{
        label: text.filterLabel,
        dates: { fromLabel: text.from, toLabel: text.to, from, to },
      }}
      aside={filteredExport("/admin/insights.csv", text.export)}
      spacing="mb-6"
      loaded={loaded}
    >
      {(data) =>
        parts && (
          <>
            <parts.Report data={data} parts={parts} />
            {loaded.downloads && (
              <div className="mt-8">
                <ResourceDownloads counts={loaded.downloads} />
              </div>
            )}
          </>
        )
      }
    </AdminListPage>
  );
}
