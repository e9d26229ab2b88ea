import { Icon } from "#web/components/ui/icon.tsx";

/**
 * The button that opens a MenuPanel below 1024 px, in the site's header and the admin bar alike.
 * `onPreload` fetches the panel's code as the visitor reaches for the button.
 */
export function MenuButton({
  open,
  onOpen,
  onPreload,
  className = "",
}: {
  open: boolean;
  onOpen: () => void;
  onPreload?: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onPreload}
      onTouchStart={onPreload}
      onFocus={onPreload}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      className={`grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10 lg:hidden ${className}`}
    >
      <Icon name="menu" aria-hidden="true" className="size-6" />
    </button>
  );
}
