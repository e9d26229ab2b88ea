import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { startServerProcess } from "#test/server-process.ts";
import { type Answer, freshIp, PASSWORD, send, signUp, uniqueEmail } from "./support/http.ts";
import { openInspector } from "./support/inspect.ts";
import { startMailSink, until } from "./support/smtp.ts";

/** A request whose body arrives in two parts: in flight for as long as the caller likes. */
function slowRequest(baseUrl: string, path: string, body: string) {
  const payload = Buffer.from(body);
  const split = Math.floor(payload.length / 2);
  let answeredAt = 0;
  const req = request(new URL(path, baseUrl), {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      "content-length": String(payload.length),
      "x-forwarded-for": freshIp(),
    },
  });
  const answer = new Promise<Answer & { at: number }>((resolve, reject) => {
    req.on("error", reject);
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk));
      res.on("end", () => {
        answeredAt = Date.now();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json: JSON.parse(text),
          at: answeredAt,
        });
      });
    });
  });
  req.flushHeaders();
  req.write(payload.subarray(0, split));
  return { answer, finish: () => req.end(payload.subarray(split)) };
}

/** Whether a new TCP connection is accepted at all. */
const connects = (baseUrl: string) =>
  send(baseUrl, "/api/health").then(
    (answer) => `answered ${answer.status}`,
    (error: NodeJS.ErrnoException) => error.code ?? "failed",
  );

test("SIGTERM: stops accepting, finishes requests in flight and the mail batch, then exits", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-shutdown-"));
  // A mail server that takes 2 s to accept a message: the batch is still going at SIGTERM.
  const sink = await startMailSink({ delayMs: 2_000 });
  try {
    const server = await startServerProcess({
      // debug: the line each request gets as it arrives (at info, only once answered).
      env: { DATA_DIR: dataDir, SMTP_URL: sink.url, LOG_LEVEL: "debug" },
    });
    const account = await signUp(server.baseUrl);
    // The sign-up's confirmation link goes out first; the reset mail is the batch at SIGTERM.
    await until("the confirmation mail to be delivered", () =>
      sink.delivered.length === 1 ? true : undefined,
    );

    const forgot = await send(server.baseUrl, "/api/auth/forgot-password", {
      method: "POST",
      body: { email: account.email },
    });
    expect(forgot.status).toBe(202);
    await until("the reset mail to be on its way", () =>
      sink.inProgress() === 1 ? true : undefined,
    );

    const email = uniqueEmail("slow");
    const slow = slowRequest(
      server.baseUrl,
      "/api/auth/signup",
      JSON.stringify({ name: "Slow Sender", email, password: PASSWORD }),
    );
    // Logins (argon2 each) already running when the signal comes: the server has logged each
    // as an incoming request (a request that has not reached it by then would get a 503).
    const loginsSeen = () =>
      server
        .output()
        .split("\n")
        .filter(
          (line) =>
            line.includes('"msg":"incoming request"') && line.includes('"path":"/api/auth/login"'),
        ).length;
    const seenBefore = loginsSeen();
    const logins = Array.from({ length: 6 }, () =>
      send(server.baseUrl, "/api/auth/login", {
        method: "POST",
        body: { email: account.email, password: PASSWORD },
      }),
    );
    await until("the six logins to reach the server", () =>
      loginsSeen() - seenBefore === 6 ? true : undefined,
    );

    server.child.kill("SIGTERM");
    // No new connections (once the listener has closed; until then a request gets a 503)...
    await until("the listener to close", async () =>
      (await connects(server.baseUrl)) === "ECONNREFUSED" ? true : undefined,
    );
    // ...while the process waits for the sign-up whose body is still on its way.
    expect(server.child.exitCode).toBeNull();
    // ...but what was in flight completes.
    slow.finish();
    const slowAnswer = await slow.answer;
    expect(slowAnswer.status).toBe(201);
    for (const login of await Promise.all(logins)) expect(login.status).toBe(200);

    const exited = await server.exited;
    const exitedAt = Date.now();
    expect(exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).not.toContain("shutdown timed out");
    // The mail server accepted the message before the process ended.
    expect(sink.delivered).toHaveLength(2);
    expect(sink.delivered[1]!.to).toEqual([account.email]);
    expect(sink.delivered[1]!.subject).toMatch(/^Reset your/);
    expect(sink.delivered[1]!.at).toBeLessThanOrEqual(exitedAt);
    expect(slowAnswer.at).toBeLessThanOrEqual(exitedAt);

    const db = await openInspector({ dataDir });
    try {
      expect(await db.query("select email from users where email = $1", [email])).toHaveLength(1);
      const mail = await db.query<{ to: string; subject: string; sent: boolean; locked: boolean }>(
        `select payload ->> 'to' as "to", payload ->> 'subject' as subject,
           done_at is not null as sent, locked_until is not null as locked
         from jobs where kind = 'mail' order by id`,
      );
      const confirmation = expect.stringMatching(/^Confirm your e-mail address/);
      expect(mail).toEqual([
        { to: account.email, subject: confirmation, sent: true, locked: false },
        {
          to: account.email,
          subject: expect.stringMatching(/^Reset your/),
          sent: true,
          locked: false,
        },
        // Queued by the sign-up that finished during the shutdown: waiting, claimed by no one.
        { to: email, subject: confirmation, sent: false, locked: false },
      ]);
    } finally {
      await db.close();
    }
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
