import { ButtonLink, type ButtonVariant } from "#web/components/ui/button.tsx";

export type ButtonAction = { label: string; to: string; variant?: ButtonVariant };

/**
 * A row of large buttons: the first is the primary step, the others take `others` (an
 * action's own variant wins).
 */
export function ActionButtons({
  actions,
  others,
  className,
}: {
  actions: readonly ButtonAction[];
  others: ButtonVariant;
  className: string;
}) {
  return (
    <div className={className}>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.label}
          to={action.to}
          size="lg"
          variant={action.variant ?? (index === 0 ? "primary" : others)}
        >
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
