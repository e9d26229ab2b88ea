import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { type Answer, freshIp, PASSWORD, send, signUp, uniqueEmail } from "./support/http";
import { openInspector } from "./support/inspect";
import { startServerProcess } from "./support/server-process";
import { sleep, startMailSink, until } from "./support/smtp";

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
      env: { DATA_DIR: dataDir, SMTP_URL: sink.url, LOG_LEVEL: "info" },
    });
    const account = await signUp(server.baseUrl);

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
    // Logins (argon2 each) already running when the signal comes.
    const logins = Array.from({ length: 6 }, () =>
      send(server.baseUrl, "/api/auth/login", {
        method: "POST",
        body: { email: account.email, password: PASSWORD },
      }),
    );
    await sleep(100);

    server.child.kill("SIGTERM");
    await sleep(300);
    expect(server.child.exitCode).toBeNull();
    // No new connections...
    expect(await connects(server.baseUrl)).toBe("ECONNREFUSED");
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
    expect(sink.delivered).toHaveLength(1);
    expect(sink.delivered[0]!.to).toEqual([account.email]);
    expect(sink.delivered[0]!.at).toBeLessThanOrEqual(exitedAt);
    expect(slowAnswer.at).toBeLessThanOrEqual(exitedAt);

    const db = await openInspector({ dataDir });
    try {
      expect(await db.query("select email from users where email = $1", [email])).toHaveLength(1);
      const mail = await db.query<{ sent: boolean; locked: boolean }>(
        "select sent_at is not null as sent, locked_until is not null as locked from mail_outbox",
      );
      expect(mail).toEqual([{ sent: true, locked: false }]);
    } finally {
      await db.close();
    }
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
