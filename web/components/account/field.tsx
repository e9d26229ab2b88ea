import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Icon } from "#web/components/ui/icon.tsx";

export const inputClass =
  "min-h-12 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-4 text-base text-ink-900 placeholder:text-slate-500 transition-colors duration-150 hover:border-slate-400 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500 read-only:bg-slate-50 read-only:text-slate-700";

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: ReactNode;
  /** A short line under the input, read out with it. */
  hint?: ReactNode;
};

/** A labelled input; a required one shows an asterisk that the form's note explains. */
export function Field({ label, hint, required, className = "", type, ...props }: FieldProps) {
  const id = useId();
  const hintId = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-[0.9375rem] font-semibold text-ink-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        )}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={isPassword && revealed ? "text" : type}
          required={required}
          aria-describedby={hint ? hintId : undefined}
          className={`${inputClass} ${isPassword ? "pr-14" : ""}`}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-label="Show password"
            className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-slate-500 hover:text-ink-900"
          >
            {revealed ? (
              <Icon name="eye-off" aria-hidden="true" className="size-5" />
            ) : (
              <Icon name="eye" aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The line that explains the asterisk. */
export function RequiredNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
