import type { FormEvent, ReactNode } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { type Outcome, useFormAction } from "#web/components/ui/use-form-action.ts";
import type { ApiFailure, ApiResult } from "#web/lib/api.ts";

/** What a list hands the dialog of a row action (`useRowAction`). */
export type RowActionProps<Asked> = {
  /** The row and what is asked of it. */
  asked: Asked;
  onClose: () => void;
  /** Done: the outcome line the list shows once it has loaded again. */
  onDone: (message: string) => void;
  /** The row changed meanwhile (409): the list behind is out of date. */
  onStale: () => void;
};

/**
 * A row action the server refused, as the dialog's outcome. A 409 means someone else changed the
 * row first, so the list behind is loaded again too.
 */
export function refusedAction(result: ApiFailure, fallback: string, onStale: () => void): Outcome {
  if (result.status === 409) onStale();
  return { message: `❌ ${result.message ?? fallback}`, field: result.field };
}

/**
 * The frame of a dialog that asks before a row action: what the action does, any inputs it
 * takes (then the body is a form that submits to `onSubmit`), the confirm and cancel buttons,
 * and the outcome of a try that failed.
 */
export function ActionDialog({
  title,
  description,
  onClose,
  onSubmit,
  children,
  confirm,
  cancel,
  message,
  messageId,
}: {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
  /** The button that does it. */
  confirm: ReactNode;
  cancel: string;
  message: string | null;
  /** The outcome line's id, which a form's inputs point to. */
  messageId?: string;
}) {
  const body = (
    <>
      {children}
      <div className="flex flex-wrap gap-3">
        {confirm}
        <Button variant="secondary" onClick={onClose}>
          {cancel}
        </Button>
      </div>
      <Feedback id={messageId} message={message} />
    </>
  );
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      {onSubmit ? (
        <form onSubmit={onSubmit} className="grid gap-4">
          {body}
        </form>
      ) : (
        <div className="grid gap-4">{body}</div>
      )}
    </Dialog>
  );
}

/**
 * The dialog of a row action with nothing to fill in: it asks, sends the request when confirmed,
 * and closes with what `done` makes of the server's answer, or stays open with why it was refused.
 */
export function ConfirmDialog<Data>({
  title,
  description,
  confirm,
  danger,
  cancel,
  failed,
  send,
  done,
  onClose,
  onDone,
  onStale,
}: Omit<RowActionProps<unknown>, "asked"> & {
  title: string;
  description: string;
  /** The confirm button's words; `danger` for what cannot be undone. */
  confirm: string;
  danger: boolean;
  cancel: string;
  /** The message when the server refused without saying why. */
  failed: string;
  send: () => Promise<ApiResult<Data>>;
  done: (data: Data) => string;
}) {
  const { message, busy, run } = useFormAction();

  function onConfirm() {
    void run(async () => {
      const result = await send();
      if (!result.ok) return refusedAction(result, failed, onStale);
      onDone(done(result.data));
      return null;
    });
  }

  return (
    <ActionDialog
      title={title}
      description={description}
      onClose={onClose}
      confirm={
        <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} busy={busy}>
          {confirm}
        </Button>
      }
      cancel={cancel}
      message={message}
    />
  );
}
