import { randomBytes } from "node:crypto";
import { type Agent, request as httpRequest } from "node:http";
import { PASSWORD, uniqueEmail } from "#test/identities.ts";
import { confirmationToken, type MailSink, until } from "./smtp.ts";

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as it is. */
  body?: unknown;
  token?: string;
  /** The visitor's address, as a load balancer would report it (the servers trust the proxy). */
  ip?: string;
  timeoutMs?: number;
  /** A keep-alive agent to reuse connections; by default each request has its own. */
  agent?: Agent;
};

let ipCounter = randomBytes(2).readUInt16BE() * 256;
/** A new client address each time, so per-IP limits only apply where a test wants them. */
export function freshIp(): string {
  ipCounter = (ipCounter + 1) % 0xffffff;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * One HTTP request on its own connection (no keep-alive pool), so a request never rides on a
 * connection a server has already decided to close.
 */
export function send(baseUrl: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    "x-forwarded-for": options.ip ?? freshIp(),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: Buffer | undefined;
  if (typeof options.body === "string" || Buffer.isBuffer(options.body)) {
    payload = Buffer.from(options.body);
  } else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers["content-type"] ??= "application/json";
  }
  if (payload) headers["content-length"] = String(payload.length);
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? "GET",
        headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${options.method ?? "GET"} ${path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

export { PASSWORD, uniqueEmail };

export type Account = { email: string; password: string; token: string };

/** Signs up and logs in through the API. */
export async function signUp(
  baseUrl: string,
  options: { email?: string; name?: string; referralCode?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const body = {
    name: options.name ?? "Scale Tester",
    email,
    password: PASSWORD,
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
  };
  const signup = await send(baseUrl, "/api/auth/signup", { method: "POST", body });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${signup.text}`);
  return { email, password: PASSWORD, token: await logIn(baseUrl, email) };
}

export async function logIn(baseUrl: string, email: string, password = PASSWORD): Promise<string> {
  const login = await send(baseUrl, "/api/auth/login", {
    method: "POST",
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  return (login.json as { token: string }).token;
}

/**
 * Confirms the address the way its owner does: waits for the confirmation link mailed at sign-up
 * to reach the sink, then posts its token to POST /api/auth/verify-email (no session needed).
 */
export async function confirmByMail(baseUrl: string, sink: MailSink, email: string) {
  const token = await until(`the confirmation mail to ${email}`, () =>
    confirmationToken(sink, email),
  );
  const answer = await send(baseUrl, "/api/auth/verify-email", { method: "POST", body: { token } });
  if (answer.status !== 200)
    throw new Error(`confirming ${email} answered ${answer.status}: ${answer.text}`);
}

/** Runs `tasks` with at most `limit` at a time, keeping their results in order. */
export async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
