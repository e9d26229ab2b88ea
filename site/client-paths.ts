/**
 * Paths of the account area that render in the browser: they are not prerendered, and the server
 * answers them with the SPA fallback (status 200). Every other path without a prerendered file is
 * a 404.
 */
export const clientOnlyPaths: readonly string[] = [
  "/verify-email",
  "/dashboard",
  "/dashboard/assistant",
  "/profile",
  "/settings",
  "/dashboard/resources",
];

/**
 * The account area's front doors. They are prerendered like the public pages, so their form is in
 * the first HTML; a submit before the code runs is held and sent once it has
 * (web/lib/pre-hydration.ts).
 */
export const accountEntryPaths: readonly string[] = [
  "/signup",
  "/login",
  "/forgot-password",
  "/reset-password",
];

/** Front doors kept out of search: the reset page is reached only from an e-mail. */
export const privateEntryPaths: readonly string[] = ["/reset-password"];

/** Prefixes whose every sub-path is client-rendered. */
export const clientOnlyPrefixes: readonly string[] = ["/admin", "/dashboard/resources"];

export function isClientOnlyPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    clientOnlyPaths.includes(path) ||
    clientOnlyPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
