/**
 * Paths of the account area. They are not prerendered: the server answers them with the SPA
 * fallback (status 200) and the page renders in the browser. Every other path without a
 * prerendered file is a 404.
 */
export const clientOnlyPaths: readonly string[] = [
  "/signup",
  "/login",
  "/reset-password",
  "/dashboard",
  "/profile",
  "/settings",
];

/** Prefixes whose every sub-path is client-rendered. */
export const clientOnlyPrefixes: readonly string[] = [];

export function isClientOnlyPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    clientOnlyPaths.includes(path) ||
    clientOnlyPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
