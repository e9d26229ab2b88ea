import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import { inputClass } from "#web/components/ui/input-class.ts";

/**
 * How a field looks: the classes of its label, hint, the row that holds the control (and its
 * action) and the control. An `inline` look is a one-field form with its button beside the
 * input (the newsletter box): the hint comes before the row and no asterisk is shown, since no
 * note explains it.
 */
export type FieldLook = {
  label: string;
  hint: string;
  row: string;
  control: string;
  inline?: boolean;
};

const boxLook: FieldLook = {
  label: "block text-[0.9375rem] font-semibold text-ink-900",
  hint: "mt-1.5 text-sm text-slate-600",
  row: "relative mt-1.5",
  control: inputClass,
};

type Own = {
  label: ReactNode;
  /** A short line about the field, read out with it. */
  hint?: ReactNode;
  /**
   * The id of the message saying what is wrong with this field (useFormAction's `errorFor`):
   * marks the field invalid and has the message read out with it.
   */
  error?: string;
  look?: FieldLook;
  /** Shown beside the control, in its row: the newsletter's Subscribe button. */
  action?: ReactNode;
};

/** A field whose control is an input, the kind the preset fields build on. */
export type InputFieldProps = Own & { as?: "input" } & Omit<ComponentProps<"input">, "id">;

export type FieldProps =
  | InputFieldProps
  | (Own & { as: "textarea" } & Omit<ComponentProps<"textarea">, "id">)
  | (Own & { as: "select" } & Omit<ComponentProps<"select">, "id">);

/**
 * The one field of every form: a label (with an asterisk when required, which the form's note
 * explains), the control, a hint, and the link to the form's message when it is about this
 * field. A password input gets a button that shows what was typed.
 */
export function Field(props: FieldProps) {
  const {
    label,
    hint,
    error,
    look = boxLook,
    action,
    as = "input",
    required,
    className = "",
    type,
    ...rest
  } = props as Own & { as?: FieldProps["as"] } & Omit<ComponentProps<"input">, "id">;
  // One element whichever it is; the props were checked against it at the call.
  const Control = as as "input";
  const id = useId();
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const password = type === "password";
  const hintLine = hint && (
    <p id={hintId} className={look.hint}>
      {hint}
    </p>
  );
  return (
    <div className={className}>
      <label htmlFor={id} className={look.label}>
        {label}
        {required && !look.inline && (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        )}
      </label>
      {look.inline && hintLine}
      <div className={look.row}>
        <Control
          id={id}
          // An input says what it is, "text" included; a textarea or select has no type.
          type={as === "input" ? (password && revealed ? "text" : (type ?? "text")) : undefined}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint && hintId, error].filter(Boolean).join(" ") || undefined}
          className={`${look.control} ${as === "textarea" ? "py-3" : ""} ${password ? "pr-14" : ""}`}
          {...rest}
        />
        {password && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-label="Show password"
            className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-slate-500 hover:text-ink-900"
          >
            <Icon name={revealed ? "eye-off" : "eye"} aria-hidden="true" className="size-5" />
          </button>
        )}
        {action}
      </div>
      {!look.inline && hintLine}
    </div>
  );
}

/** The line that explains the asterisk. */
export function RequiredNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
