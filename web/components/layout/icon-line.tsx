import type { ReactNode } from "react";
import { Icon, type IconName } from "#web/components/ui/icon.tsx";

/**
 * Text behind a small icon that stays level with the text's first line, however many lines it
 * wraps to (an address, the opening hours). The icon's colour suits the background it is on.
 */
export function IconLine({
  as: Tag = "p",
  icon,
  iconColor,
  className,
  children,
}: {
  as?: "p" | "li";
  icon: IconName;
  iconColor: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className}>
      <Icon name={icon} aria-hidden="true" className={`mt-1 size-4 shrink-0 ${iconColor}`} />
      {children}
    </Tag>
  );
}
