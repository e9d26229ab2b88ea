import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";

/** A centred secondary button that leads on from a section: all the work, a conversation. */
export function MoreLink({ label, to }: { label: string; to: string }) {
  return (
    <div className="text-center">
      <ButtonLink to={to} variant="secondary" size="lg">
        {label}
        <Icon name="arrow-right" aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
}
