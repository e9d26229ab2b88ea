import { ArrowLink } from "#web/components/sections/arrow-link.tsx";
import { IntroHeading } from "#web/components/sections/intro-heading.tsx";
import { Gallery, type ShownPiece } from "#web/components/showcase/gallery.tsx";

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
          <IntroHeading id={headingId} eyebrow={eyebrow} title={title} />
        </div>
        <div>
          <p className="text-lg text-slate-600">{lead}</p>
          <ArrowLink to={link.to} className="mt-3">
            {link.label}
          </ArrowLink>
        </div>
      </div>
      <Gallery pieces={pieces} label={label} />
    </>
  );
}
