import { vi } from "vitest";
import { contactMinFillMs } from "#contract/contact-fields.ts";

/**
 * The contact form's time trap (server/contact/form-token.ts): a message sent with a form token
 * younger than contactMinFillMs is kept as spam. A token carries its issue time:
 * `v2.<issued at, ms in base 36>.<nonce>.<signature>`.
 */
export function issuedAt(token: string): number {
  const issued = Number.parseInt(token.split(".")[1] ?? "", 36);
  if (Number.isNaN(issued)) throw new Error(`not a form token: ${token}`);
  return issued;
}

/**
 * Waits until `token` is older than the time trap by the clock the server checks it with (the
 * same machine's): a message sent with it now is one a person took their time to write.
 */
export async function waitPastTimeTrap(token: string): Promise<void> {
  const issued = issuedAt(token);
  await vi.waitFor(
    () => {
      const age = Date.now() - issued;
      if (age <= contactMinFillMs) throw new Error(`the form token is ${age} ms old`);
    },
    { timeout: contactMinFillMs + 10_000, interval: 50 },
  );
}
