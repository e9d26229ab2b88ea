import { useState } from "react";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { apiBase } from "#web/lib/api.ts";
import { getToken } from "#web/lib/session.ts";
import { withQuery } from "./list-query.ts";

/**
 * Downloads a CSV export. A plain link cannot carry the session's bearer header, so the file
 * is fetched with it and handed to the browser as a download.
 */
export function CsvDownload({ path, label }: { path: string; label: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const token = getToken();
      const response = await fetch(`${apiBase}${path}`, {
        headers: { Accept: "text/csv", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) {
        setMessage("❌ The export could not be made. Reload the page and try again.");
        return;
      }
      const disposition = response.headers.get("content-disposition") ?? "";
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "export.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setMessage(`✅ Downloaded ${name}`);
    } catch {
      setMessage("❌ The server could not be reached. Try again in a moment.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end">
      <button
        type="button"
        onClick={() => void download()}
        aria-disabled={busy || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-[0.9375rem] font-semibold text-ink-900 hover:border-accent-600 hover:text-accent-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        <Icon name="download" aria-hidden="true" className="size-4" />
        {label}
      </button>
      <Feedback message={message} className="text-sm" />
    </div>
  );
}

/**
 * A list's `aside`: the export of `path`, asked with the filters of the list's form, so that it
 * holds what the list shows.
 */
export const filteredExport =
  (path: string, label: string) => (filters: Record<string, string>) => (
    <CsvDownload path={withQuery(path, filters)} label={label} />
  );
