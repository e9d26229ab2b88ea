import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The contact form's time trap. The prerendered page cannot carry a fresh timestamp, so the
 * browser asks for one when the form comes to life:
 * `v2.<issued at, base 36>.<nonce, 16 random bytes>.<HMAC-SHA256>`, base64url where it is not
 * base 36, signed with a key derived from the session secret. The nonce makes each token good for
 * one message: the message stores it, in a unique column (docs/decisions/004-contact-time-trap.md).
 */
export type FormTokenCheck =
  /** No token: no script fetched one (a bot posting directly, or a browser without JavaScript). */
  | { state: "missing" }
  /** Not ours: forged, from before v2, or signed with an older secret. */
  | { state: "invalid" }
  | { state: "valid"; ageMs: number; nonce: string };

const tokenFormat = /^(v2\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22}))\.([A-Za-z0-9_-]{43})$/;

export function createFormTokens(secret: Uint8Array, now: () => number = Date.now) {
  // A key of its own, so a form token can never be mistaken for anything else the secret signs.
  const key = createHmac("sha256", secret).update("contact-form-token/v2").digest();
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();

  function issue(): string {
    const payload = `v2.${now().toString(36)}.${randomBytes(16).toString("base64url")}`;
    return `${payload}.${mac(payload).toString("base64url")}`;
  }

  function check(token: string): FormTokenCheck {
    if (!token) return { state: "missing" };
    const match = tokenFormat.exec(token);
    if (!match) return { state: "invalid" };
    const expected = mac(match[1]!);
    const given = Buffer.from(match[4]!, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { state: "invalid" };
    return { state: "valid", ageMs: now() - Number.parseInt(match[2]!, 36), nonce: match[3]! };
  }

  return { issue, check };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
