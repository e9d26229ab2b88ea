import { createHmac, timingSafeEqual } from "node:crypto";
import { contactMinFillMs } from "#contract/contact-fields";

/**
 * The contact form's time trap. The prerendered page cannot carry a fresh timestamp, so the
 * browser asks for one when the form comes to life: `v1.<issued at, base 36>.<HMAC-SHA256>`,
 * signed with a key derived from the session secret (docs/decisions/004-contact-time-trap.md).
 */
export type FormTokenCheck =
  /** No token: the browser ran no JavaScript. Not proof of anything either way. */
  | { state: "missing" }
  /** Not ours, or signed with an older secret: treated like a missing token. */
  | { state: "invalid" }
  | { state: "valid"; ageMs: number };

export function createFormTokens(secret: Uint8Array, now: () => number = Date.now) {
  // A key of its own, so a form token can never be mistaken for anything else the secret signs.
  const key = createHmac("sha256", secret).update("contact-form-token/v1").digest();
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();

  function issue(): string {
    const payload = `v1.${now().toString(36)}`;
    return `${payload}.${mac(payload).toString("base64url")}`;
  }

  function check(token: string): FormTokenCheck {
    if (!token) return { state: "missing" };
    const match = /^(v1\.([0-9a-z]{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return { state: "invalid" };
    const expected = mac(match[1]!);
    const given = Buffer.from(match[3]!, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { state: "invalid" };
    return { state: "valid", ageMs: now() - Number.parseInt(match[2]!, 36) };
  }

  /** Sent sooner than a person could have filled the form in. */
  function isTooFast(result: FormTokenCheck): boolean {
    return result.state === "valid" && result.ageMs < contactMinFillMs;
  }

  return { issue, check, isTooFast };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
