import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { reveal } from "#web/lib/effects.ts";

export type Mark = {
  name: string;
  /** A two-letter monogram drawn in a tile; without it the name alone is the mark. */
  mark?: string;
  /** A short line under the name, e.g. what a tool was used for. */
  role?: string;
  /** A client's logo, which stands for the name (it is the picture's alternative text). */
  logo?: GeneratedImage;
};

/**
 * A strip of names beside a small title: sectors or tools as text marks and simple monograms,
 * or clients' logos (used with their permission), in an even grid of one to four columns (one
 * below 400 px, where two would overflow). No third-party artwork otherwise.
 */
export function MarkStrip({
  id,
  title,
  items,
  tone = "light",
}: {
  id: string;
  title: string;
  items: readonly Mark[];
  tone?: "light" | "muted";
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`border-y border-slate-200 py-10 sm:py-12 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <Container className="grid gap-6 lg:grid-cols-[13rem_1fr] lg:items-center lg:gap-10">
        <h2
          id={titleId}
          className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase"
        >
          {title}
        </h2>
        <ul
          className={
            // Logos are as wide as their wordmarks: a wrapping row, never a grid with a lone cell.
            items.every((item) => item.logo)
              ? "flex flex-wrap items-center gap-x-12 gap-y-6"
              : `grid grid-cols-1 gap-x-8 gap-y-6 min-[400px]:grid-cols-2 sm:grid-cols-3 ${items.length % 4 === 0 ? "lg:grid-cols-4" : ""}`
          }
          {...reveal()}
        >
          {items.map((item) =>
            item.logo ? (
              <li key={item.name} className="flex min-w-0 items-center">
                {/* Below the fold on every page that shows logos: lazy, its box reserved. */}
                <Picture
                  image={item.logo}
                  alt={item.name}
                  sizes="160px"
                  className="h-12 w-auto max-w-full"
                />
              </li>
            ) : (
              <li key={item.name} className="flex min-w-0 items-center gap-3">
                {item.mark && (
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-900 text-sm font-bold tracking-wide text-white"
                  >
                    {item.mark}
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block leading-snug font-semibold tracking-tight text-ink-900 sm:text-lg">
                    {item.name}
                  </span>
                  {item.role && (
                    <span className="block text-sm leading-snug text-slate-600">{item.role}</span>
                  )}
                </span>
              </li>
            ),
          )}
        </ul>
      </Container>
    </section>
  );
}
