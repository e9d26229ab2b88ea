import { type ReactNode, Suspense } from "react";
import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { keepRangesTogether } from "#web/components/ui/keep-together.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { ActionButtons, type ButtonAction } from "./action-buttons.tsx";

export type HeroAction = ButtonAction;

/**
 * The art's drawing code is a file of its own, out of the page's first scripts: the prerendered
 * picture is complete HTML and nothing in it responds to a visitor, so it hydrates whenever its
 * code arrives. Its data comes with the page's copy.
 */
const heroArt = lazyPart(() =>
  import("#web/components/hero-art/hero-art.tsx").then((module) => module.HeroArt),
);

/** The dark opening band of a page: the one place the accent gradient lives. */
export function Hero({
  eyebrow,
  title,
  lead,
  actions = [],
  art,
  aside = art && (
    <Suspense>
      <heroArt.Part scene={art} />
    </Suspense>
  ),
  asideClassName = "",
  note,
  top,
  children,
}: {
  /** Shown above the eyebrow, such as breadcrumbs. */
  top?: ReactNode;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: readonly HeroAction[];
  /** A picture of the kind of work the page sells, drawn beside the words (hero-art/). */
  art?: HeroScene;
  /** Anything else beside the words, when there is no `art`. */
  aside?: ReactNode;
  /** Classes of the aside's wrapper, e.g. "hidden lg:block" for a desktop-only picture. */
  asideClassName?: string;
  /** A short line under the actions, such as the reply promise. */
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-950 text-slate-300">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,rgb(36_83_230/0.45),transparent_60%),radial-gradient(40rem_30rem_at_0%_110%,rgb(102_144_255/0.18),transparent_60%)]"
      />
      <Container
        className={`grid items-center gap-12 pt-16 pb-20 sm:pt-24 sm:pb-28 ${aside ? "lg:grid-cols-[1.1fr_0.9fr]" : ""}`}
      >
        <div className={aside ? "" : "max-w-3xl"}>
          {top}
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-bold text-white sm:text-5xl lg:text-display">
            {keepRangesTogether(title)}
          </h1>
          {lead && (
            <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">
              {keepRangesTogether(lead)}
            </p>
          )}
          {actions.length > 0 && (
            <ActionButtons
              actions={actions}
              others="outline-inverse"
              className="mt-9 flex flex-wrap gap-3"
            />
          )}
          {note && <p className="mt-5 text-sm text-slate-400">{keepRangesTogether(note)}</p>}
          {children}
        </div>
        {aside && <div className={`relative ${asideClassName}`}>{aside}</div>}
      </Container>
    </section>
  );
}
