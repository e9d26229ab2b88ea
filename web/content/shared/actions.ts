import { contactLink } from "#site/navigation.ts";

/** A call to action that leads to the contact form, in the page's own words. */
/*#__NO_SIDE_EFFECTS__*/
export function toContact(label: string) {
  return { label, to: contactLink.to };
}
