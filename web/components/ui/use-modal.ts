import { type SyntheticEvent, useEffect, useRef } from "react";

/**
 * Shows a native <dialog> as a modal while `open` (focus kept inside, the page behind inert)
 * and closes it when `open` turns false; returns the ref for the <dialog> and its event
 * handlers, which tell `onClose` when the visitor closed it. A dialog the page showed before
 * hydrating (lib/arrival-dialogs.ts) stays open until its state catches up.
 */
export function useModal(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && wasOpen.current && dialog.open) dialog.close();
    wasOpen.current = open;
  }, [open]);
  /*
   * Escape closes the dialog at once, but its `close` event comes in a task of its own, and a
   * tap or key that reopens it can come first (the browser runs input first): the state, still
   * open, did not change, and the late event then closed it for good. So the state follows
   * Escape's `cancel`, which comes at once; its `close` is then not news, nor is a `close` that
   * finds the dialog open again.
   */
  const cancelled = useRef(false);
  const dialogEvents = {
    onCancel: () => {
      cancelled.current = true;
      onClose();
    },
    onClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      const reported = cancelled.current;
      cancelled.current = false;
      if (!reported && !event.currentTarget.open) onClose();
    },
  };
  return { ref, dialogEvents };
}
