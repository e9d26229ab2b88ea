import { randomBytes } from "node:crypto";
import { type Algorithm, hash, parseOptions, verify } from "@node-rs/argon2";

/** Argon2id (value 2 of the package's const enum, which isolated modules cannot read). */
const argon2id = 2 as Algorithm;

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const passwordHashParams = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The same password typed on different keyboards can arrive in different Unicode forms. */
const normalise = (password: string) => password.normalize("NFKC");

export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), passwordHashParams);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalise(password));
  } catch {
    return false;
  }
}

/** True when a stored hash is weaker than today's parameters, so it is replaced at next login. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== passwordHashParams.algorithm ||
      used.memoryCost < passwordHashParams.memoryCost ||
      used.timeCost < passwordHashParams.timeCost
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of a random password, so a login for an unknown e-mail costs the same
 * time as one with a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64"));
  await verifyPassword(await dummyHash, password);
  return false;
}
