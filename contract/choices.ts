/**
 * A closed set of values with the words each is shown by, written once as `{ value: "Label" }`
 * in the order lists and menus show them, so the set and its labels cannot drift apart. Free of
 * zod, like every module the browser imports.
 */

type Value<Labels> = keyof Labels & string;

export function choices<const Labels extends Record<string, string>>(
  labels: Labels,
): {
  /** The values, in order: what a schema's enum or a database check accepts. */
  values: readonly [Value<Labels>, ...Value<Labels>[]];
  labels: Readonly<Record<Value<Labels>, string>>;
} {
  return { values: Object.keys(labels) as [Value<Labels>, ...Value<Labels>[]], labels };
}
