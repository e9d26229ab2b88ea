import { useEffect, useRef } from "react";

/**
 * Shows a native <dialog> as a modal while `open` (focus kept inside, the page behind inert)
 * and closes it when `open` turns false; returns the ref for the <dialog>. A dialog the page
 * showed before hydrating (lib/arrival-dialogs.ts) stays open until its state catches up.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && wasOpen.current && dialog.open) dialog.close();
    wasOpen.current = open;
  }, [open]);
  return ref;
}
