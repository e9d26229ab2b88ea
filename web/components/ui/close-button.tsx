import { Icon } from "#web/components/ui/icon.tsx";

/** The round × button that closes a dialog or the menu, or dismisses a message. */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName = "size-5",
}: {
  label: string;
  onClick: () => void;
  /** Its colour and, where it needs one, its place. */
  className: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`grid size-11 place-items-center rounded-full hover:bg-slate-100 hover:text-ink-900 ${className}`}
    >
      <Icon name="x" aria-hidden="true" className={iconClassName} />
    </button>
  );
}
