import { type FormEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * How a submit ended: the message to show, `ok` when the server confirmed it, and the input at
 * fault when one is (the API error's `field`, or a check made here).
 */
export type Outcome = { message: string | null; ok?: boolean; field?: string };

/** A refused request as an outcome: the server's message, or the fallback, and its field. */
export const refused = (
  result: { message: string | null; field?: string },
  fallback: string,
): Outcome => ({ message: result.message ?? fallback, field: result.field });

/** What a submitted form held: each named field's text, and the form itself (to reset it). */
export type Submitted = { value: (name: string) => string; fields: HTMLFormElement };

/**
 * The state every form shares: the outcome to show and whether a request is running. A second
 * submit while one runs is ignored; the fields stay enabled so focus never jumps away. The
 * message gets `messageId`; a field the outcome names is marked invalid, described by the
 * message (`errorFor`) and focused.
 */
export function useFormAction() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const messageId = useId();

  /** Shows an outcome (null clears it); the field it names is marked first, then focused. */
  function show(next: Outcome | null) {
    flushSync(() => setOutcome(next));
    if (next?.field)
      document.querySelector<HTMLElement>(`[aria-describedby~="${messageId}"]`)?.focus();
  }

  /** Runs the request; the outcome it resolves to replaces the previous one. */
  async function run(task: () => Promise<Outcome | null>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      show(await task());
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /**
   * A form's onSubmit: keeps the browser from loading a page and runs the task with what the
   * form held when it was sent.
   */
  function handleSubmit(task: (submitted: Submitted) => Promise<Outcome | null>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const fields = event.currentTarget;
      const data = new FormData(fields);
      const value = (name: string) => String(data.get(name) ?? "");
      void run(() => task({ value, fields }));
    };
  }

  return {
    message: outcome?.message ?? null,
    /** The server confirmed the last submit. */
    ok: outcome?.ok === true,
    busy,
    run,
    handleSubmit,
    show,
    messageId,
    /** The field the message is about, if one is: a form may show the message under it. */
    field: outcome?.field ?? null,
    /** The message's id when it is about this field: the field's `error`. */
    errorFor: (name: string) => (outcome?.field === name ? messageId : undefined),
  };
}
