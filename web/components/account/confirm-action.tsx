import { type ReactNode, useState } from "react";
import { Button, type ButtonVariant } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";

/** The words of an action that asks first: its button, the dialog's question and Cancel. */
type ConfirmCopy = { submit: string; dialogTitle: string; dialogLead: string; cancel: string };

/**
 * A settings action that asks first: its button opens a dialog with the question. The dialog's
 * content (given `close`, for its Cancel) ends with ConfirmButtons; closing the dialog runs
 * onClose, so the next opening starts without the last message.
 */
export function ConfirmAction({
  text,
  variant,
  onClose,
  children,
}: {
  text: ConfirmCopy;
  variant: ButtonVariant;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);

  function close() {
    setOpen(false);
    onClose();
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} size="lg" variant={variant}>
        {text.submit}
      </Button>
      {open && (
        <Dialog open onClose={close} title={text.dialogTitle} description={text.dialogLead}>
          {children(close)}
        </Dialog>
      )}
    </>
  );
}

/** The confirming button (children) beside the one that changes nothing. */
export function ConfirmButtons({
  cancel,
  onCancel,
  children,
}: {
  cancel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <Button variant="secondary" size="lg" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
