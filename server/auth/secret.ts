import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The key that signs session tokens: JWT_SECRET when set (required in production); otherwise a
 * random one created once and kept in DATA_DIR/jwt-secret (mode 600), so development sessions
 * survive restarts.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, "jwt-secret");
  try {
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} is too short: delete it to create a new one.`);
  return new TextEncoder().encode(secret);
}
