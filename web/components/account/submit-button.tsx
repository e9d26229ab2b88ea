import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "#web/components/ui/button.tsx";

/**
 * A form's submit button. While the request runs it reads as busy but stays focusable, so the
 * keyboard user's place is kept.
 */
export function SubmitButton({
  busy,
  children,
  className = "",
  variant,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  variant?: ButtonVariant;
}) {
  return (
    <Button type="submit" size="lg" variant={variant} busy={busy} className={className}>
      {children}
    </Button>
  );
}
