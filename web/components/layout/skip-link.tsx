/** The first stop of the keyboard on every page: past the header (and a sidebar) to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-ink-900"
    >
      Skip to content
    </a>
  );
}
