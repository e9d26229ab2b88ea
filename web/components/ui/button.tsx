import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant =
  | "primary"
  | "secondary"
  | "inverse"
  | "outline-inverse"
  | "ghost"
  | "danger";
export type ButtonSize = "compact" | "md" | "lg";

/**
 * Labels may wrap, balanced and centred: a long call to action such as "Request a Free IT
 * Consultation" is close to a 320 px phone's width, and a label that cannot wrap makes the whole page scroll
 * sideways. Where a label must stay on one line (the header), the caller adds whitespace-nowrap.
 */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition-[background-color,color,border-color,box-shadow,transform] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-wait aria-disabled:opacity-70";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-accent-600 text-white shadow-sm hover:bg-accent-700 focus-visible:outline-accent-500 active:translate-y-px",
  secondary:
    "border border-slate-300 bg-white text-ink-900 hover:border-accent-600 hover:text-accent-700",
  inverse: "bg-white text-ink-900 hover:bg-accent-50 focus-visible:outline-white",
  "outline-inverse":
    "border border-white/40 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white",
  ghost: "text-accent-700 hover:bg-accent-50",
  /** Only for what cannot be undone, such as deleting an account. */
  danger:
    "bg-danger-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-danger-700 active:translate-y-px",
};

const sizes: Record<ButtonSize, string> = {
  /** The header's Contact Us: md with less side padding on phones, where every pixel counts. */
  compact: "min-h-11 px-3.5 py-2 text-[0.9375rem] sm:px-5",
  md: "min-h-11 px-5 py-2 text-[0.9375rem]",
  /** Narrower on phones, so a label such as "Book a Zoho Consultation" fits a 320 px screen. */
  lg: "min-h-12 px-5 py-2.5 text-[0.9375rem] sm:px-7 sm:text-base",
};

export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
) {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type Common = { variant?: ButtonVariant; size?: ButtonSize; children: ReactNode };

/**
 * `busy`: while its request runs the button reads as busy but stays focusable, so the keyboard
 * user's place is kept (a disabled button would drop focus).
 */
export function Button({
  variant,
  size,
  className = "",
  type = "button",
  busy,
  ...props
}: Common & { busy?: boolean } & ComponentProps<"button">) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      aria-disabled={busy || undefined}
      {...props}
    />
  );
}

/** A link that looks like a button. External and non-page links (tel:, mailto:) use <a>. */
export function ButtonLink({
  to,
  variant,
  size,
  className = "",
  children,
  ...props
}: Common & { to: string; className?: string } & Omit<ComponentProps<"a">, "href">) {
  const cls = buttonClass(variant, size, className);
  if (/^(https?:|tel:|mailto:)/.test(to)) {
    return (
      <a href={to} className={cls} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={cls} {...props}>
      {children}
    </Link>
  );
}
