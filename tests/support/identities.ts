import { randomBytes } from "node:crypto";

// The test users every suite signs up: in-process, through a compiled server, or in a browser.

let emailCounter = 0;

/**
 * A new address each call, on a mail domain of its own: the referral rules hold friends who
 * share a private domain (or share the referrer's), and unrelated test users must not look like
 * one organisation.
 */
export function uniqueEmail(label = "user"): string {
  emailCounter++;
  return `${label}.${process.pid}.${emailCounter}@m${randomBytes(3).toString("hex")}.example.com`;
}

/** The JWT secret of every test server, in-process or not, so their tokens agree. */
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

export const PASSWORD = "velvet-orchard-lantern-42";

/** The password a test changes or resets to. */
export const NEW_PASSWORD = "copper-meadow-signal-77";
