import type { GeneratedImage } from "#web/components/ui/picture.tsx";

/**
 * The generated picture of a file named in a content entry ("crm-automation.svg" is the
 * manifest's "crm-automation"). Loaders call it at build time, so a picture that is missing
 * stops the build here rather than leaving an empty box on a page.
 */
export function contentPicture(
  images: Readonly<Record<string, GeneratedImage>>,
  file: string,
): GeneratedImage {
  const image = images[file.replace(/\.[a-z]+$/, "")];
  if (!image) throw new Error(`No generated picture for ${file}: is it beside its entry?`);
  return image;
}
