import type { ResourceDownloadCounts } from "#contract/resources.ts";
import { resourcesCopy } from "#web/content/resources/copy.ts";
import { DataTable, numeric, td, th } from "./data-table.tsx";
import { formatNumber } from "./format.ts";

const text = resourcesCopy.admin;

/** Downloads per member resource in the report's range: the insights page's last table. */
export function ResourceDownloads({ counts }: { counts: ResourceDownloadCounts }) {
  return (
    <DataTable caption={text.caption} summary={text.note}>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {text.resource}
          </th>
          <th scope="col" className={`${th} ${numeric}`}>
            {text.downloads}
          </th>
          <th scope="col" className={`${th} ${numeric}`}>
            {text.members}
          </th>
        </tr>
      </thead>
      <tbody>
        {counts.rows.map((row) => (
          <tr key={row.slug}>
            <th scope="row" className={`${td} font-normal`}>
              {row.title}
            </th>
            <td className={`${td} ${numeric}`}>{formatNumber(row.downloads)}</td>
            <td className={`${td} ${numeric}`}>{formatNumber(row.members)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
