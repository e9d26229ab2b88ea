import { Icon } from "#web/components/ui/icon.tsx";

/**
 * The round × button that closes a dialog or the menu, or dismisses a message. Given `closes`
 * (a dialog's id), it closes that dialog natively, with no script: it works before the page has
 * hydrated, and the dialog's `close` event tells React.
 */
export function CloseButton({
  label,
  onClick,
  closes,
  className,
  iconClassName = "size-5",
}: {
  label: string;
  onClick?: () => void;
  closes?: string;
  /** Its colour and, where it needs one, its place. */
  className: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      commandfor={closes}
      command={closes ? "close" : undefined}
      aria-label={label}
      className={`grid size-11 place-items-center rounded-full hover:bg-slate-100 hover:text-ink-900 ${className}`}
    >
      <Icon name="x" aria-hidden="true" className={iconClassName} />
    </button>
  );
}
