import { jwtVerify, SignJWT } from "jose";

export type TokenSettings = {
  secret: Uint8Array;
  issuer: string;
  audience: string;
  /** Lifetime in seconds. */
  ttl: number;
};

export type VerifiedToken = {
  userId: string;
  /** When the token was issued, in milliseconds. */
  issuedAtMs: number;
};

const algorithm = "HS256";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Clocks of several server instances may differ a little. */
const clockSkewSeconds = 60;

/**
 * Session tokens: HS256 JWTs with sub, iat, exp, iss and aud. `iat` keeps milliseconds (a JWT
 * NumericDate may have a fraction, RFC 7519 §2) so a token issued before a password change can be
 * told apart from one issued just after it, within the same second.
 */
export function createTokenService(settings: TokenSettings) {
  async function issue(userId: string, notBeforeMs = 0): Promise<string> {
    // A token issued for a new password must be later than the change itself.
    const issuedAtMs = Math.max(Date.now(), notBeforeMs + 1);
    const iat = issuedAtMs / 1000;
    return new SignJWT({})
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setSubject(userId)
      .setIssuer(settings.issuer)
      .setAudience(settings.audience)
      .setIssuedAt(iat)
      .setExpirationTime(Math.floor(iat) + settings.ttl)
      .sign(settings.secret);
  }

  /** The token's user and issue time, or null for anything not issued by us and still valid. */
  async function verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, settings.secret, {
        algorithms: [algorithm],
        issuer: settings.issuer,
        audience: settings.audience,
        typ: "JWT",
        requiredClaims: ["sub", "iat", "exp", "iss", "aud"],
      });
      const { sub, iat } = payload;
      if (typeof sub !== "string" || !uuid.test(sub) || typeof iat !== "number") return null;
      if (iat > Date.now() / 1000 + clockSkewSeconds) return null;
      return { userId: sub.toLowerCase(), issuedAtMs: Math.round(iat * 1000) };
    } catch {
      // Malformed, tampered, expired, wrong issuer or audience, "alg: none": all the same 401.
      return null;
    }
  }

  return { issue, verify };
}

export type TokenService = ReturnType<typeof createTokenService>;
