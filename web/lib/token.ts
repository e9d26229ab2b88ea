/**
 * Reading the session token (SPEC §3, §4): its `exp` claim, in seconds, decides whether it is
 * still valid. Kept apart from session.ts so a page that only asks "is someone logged in?" (the
 * home page's sign-up popup) loads this and nothing more.
 */

export const TOKEN_KEY = "token";

export function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's expiry in milliseconds since the epoch, or null when the token is unreadable. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (!payload || typeof payload !== "object" || !("exp" in payload)) return null;
    const exp = (payload as { exp: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
}

/** Whether a valid token is stored; reads only, unlike session.ts's getToken. */
export function hasValidToken(now = Date.now()): boolean {
  return isTokenValid(storage()?.getItem(TOKEN_KEY), now);
}
