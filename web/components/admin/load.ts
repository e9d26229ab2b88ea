import { getJson } from "#web/lib/api.ts";
import { isLoggedIn } from "#web/lib/session.ts";

export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

const failure = (status: number, message: string | null): string => {
  if (status === 0) return "❌ The server could not be reached. Check the connection and reload.";
  if (status === 403) return "❌ Your account no longer has access to the admin area.";
  if (status === 401) return "❌ Your session has ended. Please log in again.";
  return `❌ ${message ?? "This list could not be loaded. Reload the page to try again."}`;
};

/** GET an admin endpoint for a page's loader; a failure becomes a message the page shows. */
export async function loadAdmin<T>(path: string): Promise<Loaded<T>> {
  // The layout's guard sends the visitor to /login; its loader runs alongside this one.
  if (!isLoggedIn()) return { data: null, error: failure(401, null) };
  const result = await getJson<T>(path);
  return result.ok
    ? { data: result.data, error: null }
    : { data: null, error: failure(result.status, result.message) };
}
