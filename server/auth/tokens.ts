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
  /** The user's session version when the token was issued (`sv` claim). */
  sessionVersion: number;
  /** The login it belongs to (`sid` claim): a row of the sessions table. */
  sessionId: string;
};

const algorithm = "HS256";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Clocks of several server instances may differ a little. */
const clockSkewSeconds = 60;
/** The session-version claim. */
const versionClaim = "sv";
/** The session-id claim. */
const sessionClaim = "sid";

/**
 * Session tokens: HS256 JWTs with sub, iat, exp, iss, aud, `sv`, the user's session version
 * read together with the password it was issued for, and `sid`, the login's row in the sessions
 * table. The guard compares `sv` with the stored version and checks the session row, so ending
 * sessions never depends on comparing times across clocks.
 */
export function createTokenService(settings: TokenSettings) {
  // Imported once: jose would otherwise import the raw secret into WebCrypto on every sign and
  // verify, a measurable share of an authenticated request (docs/performance.md).
  const key = crypto.subtle.importKey(
    "raw",
    new Uint8Array(settings.secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );

  async function issue(
    userId: string,
    sessionVersion: number,
    sessionId: string,
    /** The session's end (seconds); a renewed token of the same session keeps it. */
    exp?: number,
  ): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({ [versionClaim]: sessionVersion, [sessionClaim]: sessionId })
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setSubject(userId)
      .setIssuer(settings.issuer)
      .setAudience(settings.audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp ?? iat + settings.ttl)
      .sign(await key);
  }

  /** The token's user and session version, or null for anything not issued by us and still valid. */
  async function verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [algorithm],
        issuer: settings.issuer,
        audience: settings.audience,
        typ: "JWT",
        requiredClaims: ["sub", "iat", "exp", "iss", "aud", versionClaim, sessionClaim],
      });
      const { sub, iat } = payload;
      const version = payload[versionClaim];
      const sid = payload[sessionClaim];
      if (typeof sub !== "string" || !uuid.test(sub) || typeof iat !== "number") return null;
      if (typeof sid !== "string" || !uuid.test(sid)) return null;
      if (!Number.isSafeInteger(version) || (version as number) < 0) return null;
      if (iat > Date.now() / 1000 + clockSkewSeconds) return null;
      return {
        userId: sub.toLowerCase(),
        sessionVersion: version as number,
        sessionId: sid.toLowerCase(),
      };
    } catch {
      // Malformed, tampered, expired, wrong issuer or audience, "alg: none": all the same 401.
      return null;
    }
  }

  return { issue, verify, ttl: settings.ttl };
}

export type TokenService = ReturnType<typeof createTokenService>;
