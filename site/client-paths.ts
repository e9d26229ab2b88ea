/**
 * Paths of the account area. They are not prerendered: the server answers them with the SPA
 * fallback (status 200) and the page renders in the browser. Every other path without a
 * prerendered file is a 404.
 */
export const clientOnlyPaths: readonly string[] = [
  "/signup",
  "/login",
  "/reset-password",
  "/verify-email",
  "/dashboard",
  "/profile",
  "/settings",
];

/**
 * The account area's front doors: public pages search engines may index. Every other
 * client-rendered path is private and kept out of search (robots.txt, noindex).
 */
export const indexableClientPaths: readonly string[] = ["/signup", "/login"];

/** Prefixes whose every sub-path is client-rendered. */
export const clientOnlyPrefixes: readonly string[] = ["/admin"];

export function isClientOnlyPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    clientOnlyPaths.includes(path) ||
    clientOnlyPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
