import { createHmac } from "node:crypto";
import { clientKey, networkOf } from "#server/http/client-network.ts";

/** Keyed digests the referral rules and a payout's evidence compare: never the value itself. */
export function createReferralDigests(secret: Uint8Array) {
  // Keys of their own, so a digest here can never match anything else the secret signs.
  const key = (purpose: string) => createHmac("sha256", secret).update(purpose).digest();
  const clientKeyKey = key("referral-ip/v1");
  const networkKey = key("referral-network/v1");
  const mailboxKey = key("referral-mailbox/v1");
  const agentKey = key("evidence-agent/v1");
  const accountKey = key("payout-account/v1");
  const digest = (k: Buffer, value: string) =>
    createHmac("sha256", k).update(value).digest("base64url").slice(0, 32);
  return {
    /** One client (an IPv6 /64 is one). */
    client: (ip: string) => digest(clientKeyKey, clientKey(ip)),
    /** Its network (IPv4 /24, IPv6 /64), for the evidence. */
    network: (ip: string) => digest(networkKey, networkOf(ip)),
    /** A canonical mailbox (server/mail/mailbox.ts). */
    mailbox: (canonical: string) => digest(mailboxKey, canonical),
    /** A browser's User-Agent, as sent. */
    agent: (userAgent: string) => digest(agentKey, userAgent),
    /** A payout account's normalised number (wallet 03…, IBAN PK…). */
    payoutAccount: (number: string) => digest(accountKey, number.replace(/\s/g, "").toUpperCase()),
  };
}

export type ReferralDigests = ReturnType<typeof createReferralDigests>;
