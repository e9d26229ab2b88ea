/** Fields no log line carries, in whatever object a line logs: a body, a user, headers, an error. */
const secretFields = new Set([
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "authorization",
  "cookie",
]);

const hasSecret = (value: object) => Object.keys(value).some((field) => secretFields.has(field));

/** A copy of the object without its secret fields, keeping its prototype (an Error stays one). */
function withoutSecretFields(value: object): object {
  const copy = Object.create(Object.getPrototypeOf(value));
  for (const name of Object.getOwnPropertyNames(value))
    if (!secretFields.has(name)) copy[name] = (value as Record<string, unknown>)[name];
  return copy;
}

/**
 * pino's `formatters.log`: each object a line carries loses its secret fields
 * (`{ body: { password } }` is written without the password). pino's own `redact` with
 * `*.password` paths did the same through a clone and a JSON pass for every field of every line,
 * the request lines included: 6 to 8 µs a line, about 2 % of a small API answer's CPU
 * (docs/performance.md); this is a look at each field's keys, and a copy only when one is secret.
 */
export function withoutSecrets(line: Record<string, unknown>): Record<string, unknown> {
  let safe: Record<string, unknown> | undefined;
  for (const key of Object.keys(line)) {
    const value = line[key];
    if (value !== null && typeof value === "object" && hasSecret(value)) {
      safe ??= { ...line };
      safe[key] = withoutSecretFields(value);
    }
  }
  return safe ?? line;
}
