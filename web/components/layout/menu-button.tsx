import { Icon } from "#web/components/ui/icon.tsx";

/**
 * The button that opens a MenuPanel below 1024 px, in the site's header and the admin bar alike.
 * `onPreload` fetches the panel's code as the visitor reaches for the button.
 */
export function MenuButton({
  open,
  onOpen,
  onPreload,
  controls,
  className = "",
}: {
  open: boolean;
  onOpen: () => void;
  onPreload?: () => void;
  /**
   * The prerendered MenuPanel's id: the button opens it as a native command (`show-modal`),
   * answering a tap before the page has hydrated; React's state follows.
   */
  controls?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      commandfor={controls}
      command={controls ? "show-modal" : undefined}
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
