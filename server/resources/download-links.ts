import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { DOWNLOAD_LINK_SECONDS } from "#contract/resources.ts";

const algorithm = "HS256";
const audience = "resource-download";
const resourceClaim = "res";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LinkCheck =
  | { state: "valid"; userId: string; slug: string }
  | { state: "expired" }
  | { state: "invalid" };

/**
 * The short-lived signed links member files download through: an HS256 JWT naming the member
 * (`sub`) and the resource (`res`), valid for DOWNLOAD_LINK_SECONDS, signed with a key derived
 * from the session secret, so a link can never pass for a session token or the other way round.
 * The clock is the app's, so tests can move it.
 */
export function createDownloadLinks(secret: Uint8Array, clock: () => Date) {
  const key = createHmac("sha256", secret).update("resource-download/v1").digest();
  const seconds = () => Math.floor(clock().getTime() / 1000);

  async function sign(userId: string, slug: string): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = seconds();
    const expiresAt = issuedAt + DOWNLOAD_LINK_SECONDS;
    const token = await new SignJWT({ [resourceClaim]: slug })
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setSubject(userId)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  async function check(token: string): Promise<LinkCheck> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [algorithm],
        audience,
        typ: "JWT",
        currentDate: clock(),
        requiredClaims: ["sub", "exp", resourceClaim],
      });
      const slug = payload[resourceClaim];
      if (typeof slug !== "string" || typeof payload.sub !== "string" || !uuid.test(payload.sub))
        return { state: "invalid" };
      return { state: "valid", userId: payload.sub, slug };
    } catch (error) {
      // jose names an expired token by its code; anything else (tampered, another key, "alg:
      // none", a session token) is not ours.
      const code = (error as { code?: unknown }).code;
      return code === "ERR_JWT_EXPIRED" ? { state: "expired" } : { state: "invalid" };
    }
  }

  return { sign, check };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
