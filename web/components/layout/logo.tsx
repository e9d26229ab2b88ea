import { site } from "#web/content/site";

/** Monogram mark and word mark, drawn inline so the logo never waits on a request. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
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
        className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-white" : "text-ink-900"}`}
      >
        {site.brand.name}
      </span>
    </span>
  );
}
