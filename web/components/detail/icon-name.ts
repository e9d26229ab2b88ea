import { type IconName, icons } from "#web/components/ui/icon";

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name);
}

/** Content names its icon as text; the schema test rejects unknown names, this is the net. */
export function iconOrDefault(name: string): IconName {
  return isIconName(name) ? name : "sparkles";
}
