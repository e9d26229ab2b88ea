import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { BookingLinkPurpose } from "#contract/booking-fields.ts";

const algorithm = "HS256";
/** The booking's version the link was made for (bookings.link_version). */
const versionClaim = "ver";
const audienceOf = (purpose: BookingLinkPurpose) => `booking-${purpose}`;

export type BookingLinkCheck =
  | { state: "valid"; version: number }
  /** The call's time has come: nothing is moved or cancelled online any more. */
  | { state: "expired" }
  /** Forged, tampered, for another purpose or another booking, or no token of ours at all. */
  | { state: "invalid" };

/** What a link is made from: the booking as it is now. */
export type LinkedBooking = { id: number; version: number; startsAt: Date };

/**
 * The signed single-purpose links in a booked call's mails: one moves the call, one cancels it.
 * Each is an HS256 JWT naming the booking (`sub`), its purpose (the audience) and the booking's
 * version when the mail was written (`ver`), valid until the call starts. The key is derived from
 * the session secret, as the member library's download links' is (server/resources/
 * download-links.ts), so neither can pass for a session token or the other. A link works once:
 * every change of the booking counts its version up, which retires every link made before it
 * (the use cases compare `ver` with the stored version in the transaction that changes it). The
 * clock is the app's, so tests can move it.
 */
export function createBookingLinks(secret: Uint8Array, clock: () => Date) {
  const key = createHmac("sha256", secret).update("booking-link/v1").digest();

  async function sign(booking: LinkedBooking, purpose: BookingLinkPurpose): Promise<string> {
    return new SignJWT({ [versionClaim]: booking.version })
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setSubject(String(booking.id))
      .setAudience(audienceOf(purpose))
      .setIssuedAt(Math.floor(clock().getTime() / 1000))
      .setExpirationTime(Math.floor(booking.startsAt.getTime() / 1000))
      .sign(key);
  }

  /** Whether `token` is this booking's link for `purpose`, and the version it was made for. */
  async function check(
    token: string,
    expected: { id: number; purpose: BookingLinkPurpose },
  ): Promise<BookingLinkCheck> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [algorithm],
        audience: audienceOf(expected.purpose),
        typ: "JWT",
        currentDate: clock(),
        requiredClaims: ["sub", "exp", versionClaim],
      });
      const version = payload[versionClaim];
      if (payload.sub !== String(expected.id)) return { state: "invalid" };
      if (!Number.isSafeInteger(version) || (version as number) < 0) return { state: "invalid" };
      return { state: "valid", version: version as number };
    } catch (error) {
      // jose names an expired token by its code; anything else is not a link of ours.
      const code = (error as { code?: unknown }).code;
      return code === "ERR_JWT_EXPIRED" ? { state: "expired" } : { state: "invalid" };
    }
  }

  /** The pages both links open: /book/reschedule and /book/cancel, with the booking and token. */
  async function urlsOf(
    booking: LinkedBooking,
    publicUrl: string,
  ): Promise<Record<BookingLinkPurpose, string>> {
    const url = async (purpose: BookingLinkPurpose) => {
      const address = new URL(`/book/${purpose}`, publicUrl);
      address.searchParams.set("booking", String(booking.id));
      address.searchParams.set("token", await sign(booking, purpose));
      return address.toString();
    };
    return { reschedule: await url("reschedule"), cancel: await url("cancel") };
  }

  return { sign, check, urlsOf };
}

export type BookingLinks = ReturnType<typeof createBookingLinks>;
