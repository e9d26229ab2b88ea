import { Link } from "react-router";
import { Gallery, type ShownPiece } from "#web/components/showcase/gallery.tsx";
import { Icon } from "#web/components/ui/icon.tsx";

/**
 * Sample work under a split heading: eyebrow and title on the left, the lead and a link to the
 * client projects on the right, then the gallery.
 */
export function SamplesGallery({
  headingId,
  eyebrow,
  title,
  lead,
  link,
  label,
  pieces,
}: {
  headingId: string;
  eyebrow: string;
  title: string;
  lead: string;
  link: { label: string; to: string };
  label: string;
  pieces: readonly ShownPiece[];
}) {
  return (
    <>
      <div className="mb-12 grid gap-6 lg:grid-cols-2 lg:items-end lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">
            {eyebrow}
          </p>
          <h2 id={headingId} className="text-3xl font-bold sm:text-[2.75rem] sm:leading-[1.1]">
            {title}
          </h2>
        </div>
        <div>
          <p className="text-lg text-slate-600">{lead}</p>
          <Link
            to={link.to}
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
          >
            {link.label}
            <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      <Gallery pieces={pieces} label={label} />
    </>
  );
}
