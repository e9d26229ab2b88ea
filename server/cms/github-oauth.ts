import { randomBytes, timingSafeEqual } from "node:crypto";

export type GithubApp = {
  clientId: string;
  clientSecret: string;
  /** https://github.com; a stand-in server in tests. */
  origin: string;
  callbackUrl: string;
};

/** A new state for one sign-in, kept in a cookie of the popup and compared on its return. */
export function newState(): string {
  return randomBytes(24).toString("base64url");
}

export function authorizeUrl(app: GithubApp, state: string): string {
  const url = new URL("/login/oauth/authorize", app.origin);
  url.searchParams.set("client_id", app.clientId);
  url.searchParams.set("redirect_uri", app.callbackUrl);
  // Decap commits through the contents API: the repository scope.
  url.searchParams.set("scope", "repo");
  url.searchParams.set("state", state);
  return url.toString();
}

export function sameState(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The code GitHub returned, exchanged for the editor's token; an error message otherwise. */
export async function exchangeCode(
  app: GithubApp,
  code: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const response = await fetch(new URL("/login/oauth/access_token", app.origin), {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: app.callbackUrl,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      error_description?: unknown;
    };
    if (response.ok && typeof body.access_token === "string") return { token: body.access_token };
    return {
      error:
        typeof body.error_description === "string"
          ? body.error_description.slice(0, 200)
          : `GitHub answered ${response.status}.`,
    };
  } catch {
    return { error: "GitHub did not answer. Please try again." };
  }
}
