/**
 * The bare twin of GET /api/user/me for `npm run bench:server` (issue 41): a Fastify with no
 * plugins, no logger and no schemas doing the same work as the production route: verify the
 * same HS256 token with jose (the key imported once), read the same session-and-user row and the
 * same user row, through postgres.js on DATABASE_URL or PGlite in DATA_DIR/pglite. What the
 * production server adds on top of this (helmet, rate limits, validation, logging, the session's
 * sliding renewal) is what the benchmark's ratio measures.
 *
 * Run by the benchmark as `node --import tsx scripts/bench/bare-me.ts` with PORT, JWT_SECRET,
 * PUBLIC_URL (the tokens' issuer), JWT_AUDIENCE and DATABASE_URL or DATA_DIR.
 */
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import { jwtVerify } from "jose";
import postgres from "postgres";

const env = process.env;
const secret = new TextEncoder().encode(env.JWT_SECRET ?? "");
const key = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
  "verify",
]);

type Query = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

async function open(): Promise<Query> {
  if (env.DATABASE_URL) {
    const sql = postgres(env.DATABASE_URL, { max: 10, onnotice: () => {} });
    return async <Row>(text: string, params: unknown[]) =>
      (await sql.unsafe(text, params as never[], { prepare: true })) as unknown as Row[];
  }
  const db = new PGlite(join(env.DATA_DIR ?? "data", "pglite"));
  return async <Row>(text: string, params: unknown[]) => (await db.query<Row>(text, params)).rows;
}
const query = await open();

const sessionSql = `select s.user_id, s.ended_at, u.session_version, u.deleted_at
  from sessions s join users u on u.id = s.user_id where s.id = $1 limit 1`;
const userSql = `select name, email, points, email_verified_at from users where id = $1`;

type SessionRow = {
  user_id: string;
  ended_at: Date | null;
  session_version: number;
  deleted_at: Date | null;
};
type UserRow = { name: string; email: string; points: number; email_verified_at: Date | null };

const app = Fastify();
app.get("/api/health", async () => ({ ok: true }));
app.get("/api/user/me", async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (!token) return reply.code(401).send({ message: "Please log in." });
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: env.PUBLIC_URL,
      audience: env.JWT_AUDIENCE ?? "account",
      typ: "JWT",
      requiredClaims: ["sub", "iat", "exp", "iss", "aud", "sv", "sid"],
    }));
  } catch {
    return reply.code(401).send({ message: "Please log in." });
  }
  const [session] = await query<SessionRow>(sessionSql, [payload.sid]);
  if (
    !session ||
    session.ended_at ||
    session.deleted_at ||
    session.user_id !== payload.sub ||
    session.session_version !== payload.sv
  )
    return reply.code(401).send({ message: "Please log in." });
  const [user] = await query<UserRow>(userSql, [session.user_id]);
  if (!user) return reply.code(401).send({ message: "Please log in." });
  return {
    name: user.name,
    email: user.email,
    points: user.points,
    emailVerified: user.email_verified_at !== null,
  };
});

await app.listen({ host: "127.0.0.1", port: Number(env.PORT ?? 3001) });
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
