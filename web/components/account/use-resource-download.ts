import { useState } from "react";
import type { DownloadLink } from "#contract/resources.ts";
import { resourcesCopy } from "#web/content/resources/copy.ts";
import { postJson } from "#web/lib/api.ts";

/**
 * Starts a member resource's download: asks the server for a link made for this account (it
 * works for two minutes) and opens it; the file arrives as an attachment, so the page stays.
 * The server's refusal (an unconfirmed address, early access not earned) is shown as it says it.
 */
export function useResourceDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ slug: string; message: string } | null>(null);

  async function start(slug: string) {
    setBusy(slug);
    setProblem(null);
    const link = await postJson<DownloadLink>(`/resources/${encodeURIComponent(slug)}/link`);
    setBusy(null);
    if (!link.ok) {
      setProblem({ slug, message: link.message ?? resourcesCopy.member.linkError });
      return;
    }
    window.location.assign(link.data.url);
  }

  return {
    start,
    busyWith: (slug: string) => busy === slug,
    problemWith: (slug: string) => (problem?.slug === slug ? problem.message : null),
  };
}
