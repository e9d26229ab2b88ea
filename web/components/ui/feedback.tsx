/** A message starting with a tick mark is a success (green); anything else is an error (red). */
export function isSuccessMessage(message: string): boolean {
  return message.startsWith("✅");
}

/**
 * Announces a result politely to assistive technology and colours it by outcome. A form gives it
 * an id, so the field it is about can point to it (aria-describedby).
 */
export function Feedback({
  message,
  id,
  className = "",
}: {
  message: string | null | undefined;
  id?: string;
  className?: string;
}) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      data-tone={message ? (isSuccessMessage(message) ? "success" : "error") : undefined}
      className={`text-[0.9375rem] font-medium empty:hidden ${
        message && isSuccessMessage(message) ? "text-success-700" : "text-danger-700"
      } ${className}`}
    >
      {message ?? ""}
    </p>
  );
}
