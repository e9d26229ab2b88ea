import { Link } from "react-router";
import { site } from "#site/facts.ts";

/**
 * Monogram mark and word mark, drawn inline so the logo never waits on a request. The name never
 * wraps: a brand broken over two lines reads as two words. On phones it is set a step smaller so
 * that it fits beside the Contact Us button and the menu button at 375 px
 * (tests/e2e/layout.test.ts checks every page at 320 and 375 px).
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2 sm:gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0 sm:size-8">
        <rect width="32" height="32" rx="9" fill="#2453e6" />
        <path
          d="M8 22V10l8 7 8-7v12"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`text-base font-bold tracking-tight whitespace-nowrap sm:text-lg ${tone === "dark" ? "text-white" : "text-ink-900"}`}
      >
        {site.brand.name}
      </span>
    </span>
  );
}

/** The logo as the link to the home page, which the header and the footer both carry. */
export function HomeLink({ className }: { className: string }) {
  return (
    <Link to="/" className={className} aria-label={`${site.brand.name}, home`}>
      <Logo />
    </Link>
  );
}
