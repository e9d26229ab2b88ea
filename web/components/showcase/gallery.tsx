import type { galleryImages } from "#web/assets/generated/gallery.ts";
import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";
import { RevealList } from "#web/components/ui/reveal-list.tsx";

/** One sample in a gallery: what it is, what it shows, and whether it runs two columns wide. */
export type GalleryPiece = {
  /** The artwork's file name in web/assets/gallery, without .svg */
  image: keyof typeof galleryImages;
  title: string;
  /** The kind of deliverable, e.g. "Logo", shown above the title. */
  kind: string;
  alt: string;
  /** A wide piece (2:1 artwork) spans two columns from the tablet width up. */
  wide?: boolean;
};

export type ShownPiece = GalleryPiece & { picture: GeneratedImage };

/**
 * A grid of sample artwork, each a captioned figure. Pictures lazy-load (the gallery sits below
 * the fold) and carry their width and height, so nothing shifts as they arrive.
 */
export function Gallery({ pieces, label }: { pieces: readonly ShownPiece[]; label: string }) {
  return (
    <RevealList
      label={label}
      items={pieces}
      keyOf={(piece) => piece.image}
      className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3"
      itemClassName={(piece) => (piece.wide ? "sm:col-span-2" : "")}
      stagger={{ step: 80, every: 3 }}
    >
      {(piece) => (
        <figure className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] transition-[box-shadow,border-color] duration-200 hover:border-accent-200 hover:shadow-[var(--shadow-lift)]">
          <div
            className={`overflow-hidden bg-slate-100 ${piece.wide ? "aspect-[2/1] sm:aspect-auto sm:flex-1" : "aspect-square"}`}
          >
            <Picture
              image={piece.picture}
              alt={piece.alt}
              sizes={
                piece.wide
                  ? "(min-width: 1280px) 800px, (min-width: 640px) 90vw, 100vw"
                  : "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 45vw, 100vw"
              }
              seed={piece.image}
              className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            />
          </div>
          <figcaption className="border-t border-slate-200 px-5 py-4">
            <span className="block text-xs font-semibold tracking-[0.12em] text-accent-700 uppercase">
              {piece.kind}
            </span>
            <span className="mt-1 block font-semibold text-ink-900">{piece.title}</span>
          </figcaption>
        </figure>
      )}
    </RevealList>
  );
}
