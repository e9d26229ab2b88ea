import type { ReactNode } from "react";
import { CheckList } from "#web/components/ui/check-list.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { RevealList } from "#web/components/ui/reveal-list.tsx";
import { reveal } from "#web/lib/effects.ts";

/** One titled block of the main column, an in-page anchor target. */
export function DetailBlock({
  id,
  eyebrow,
  title,
  intro,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <div className="mb-8 max-w-2xl" {...reveal()}>
        {eyebrow && (
          <p className="mb-2 text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">
            {eyebrow}
          </p>
        )}
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** The two bullet columns of a detail page. */
export function BulletColumns({
  columns,
}: {
  columns: readonly { title: string; items: readonly string[] }[];
}) {
  return (
    <RevealList
      as="div"
      items={columns}
      keyOf={(column) => column.title}
      className="grid gap-5 md:grid-cols-2"
      itemClassName="rounded-[var(--radius-card)] border border-slate-200 bg-slate-50 p-6"
      stagger={{ step: 100 }}
    >
      {(column) => (
        <>
          <h3 className="text-lg font-semibold">{column.title}</h3>
          <CheckList items={column.items} className="mt-4 space-y-3 text-[0.9375rem]" />
        </>
      )}
    </RevealList>
  );
}

export function PullQuote({ text, attribution }: { text: string; attribution?: string }) {
  return (
    <figure
      className="rounded-[var(--radius-card)] border-l-4 border-accent-600 bg-accent-50 px-6 py-7 sm:px-10 sm:py-9"
      {...reveal()}
    >
      {/* In the flow above the words, never over them: at 320 px a corner mark sat on the text. */}
      <Icon name="quote" aria-hidden="true" className="mb-3 block size-8 text-accent-300" />
      <blockquote className="text-xl font-medium text-ink-900 sm:text-2xl sm:leading-snug">
        <p>{text}</p>
      </blockquote>
      {attribution && (
        <figcaption className="mt-4 text-sm font-semibold text-accent-800">
          {attribution}
        </figcaption>
      )}
    </figure>
  );
}

/** Titled items as a grid of small cards (what we offer, add-ons). */
export function FeatureGrid({
  items,
}: {
  items: readonly { title: string; description: string }[];
}) {
  return (
    <RevealList
      items={items}
      keyOf={(item) => item.title}
      className="grid gap-4 sm:grid-cols-2"
      itemClassName="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
      stagger={{ step: 60, every: 4 }}
    >
      {(item) => (
        <>
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-1.5 text-[0.9375rem] text-slate-600">{item.description}</p>
        </>
      )}
    </RevealList>
  );
}
