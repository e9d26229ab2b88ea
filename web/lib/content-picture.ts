import type { GeneratedImage } from "#web/components/ui/picture.tsx";
import { portraitAlt } from "#web/content/proof/index.ts";

type Images = Readonly<Record<string, GeneratedImage>>;

/**
 * The generated picture of a file named in a content entry ("crm-automation.svg" is the
 * manifest's "crm-automation"). Loaders call it at build time, so a picture that is missing
 * stops the build here rather than leaving an empty box on a page.
 */
/*#__NO_SIDE_EFFECTS__*/
export function contentPicture(images: Images, file: string): GeneratedImage {
  const image = images[file.replace(/\.[a-z]+$/, "")];
  if (!image) throw new Error(`No generated picture for ${file}: is it beside its entry?`);
  return image;
}

/** A person's portrait as a page shows it: the generated picture and what it depicts. */
export type Portrait = { photo: GeneratedImage; photoAlt: string };

/** People of a content list (team, testimonials), each with the portrait file it names resolved. */
/*#__NO_SIDE_EFFECTS__*/
export function withPortraits<Person extends { name: string; photo: string }>(
  people: readonly Person[],
  images: Images,
): (Omit<Person, "photo"> & Portrait)[] {
  return people.map(({ photo, ...person }) => ({
    ...person,
    photo: contentPicture(images, photo),
    photoAlt: portraitAlt(person.name, photo),
  }));
}
