import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#test/app.ts";
import { timeoutCheckIntervalMs } from "./timeouts.ts";

/** A raw connection that records what the server sends and when it closes the connection. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  return {
    socket,
    opened,
    received: () => received,
    /** Milliseconds from opening until the server closed it. */
    closedAfter: async () => (await closed) - opened,
    write: (text: string) => {
      if (!socket.destroyed) socket.write(text);
    },
  };
}

/** Calls `send` every `everyMs` until the connection closes; returns the timer to stop. */
function trickle(connection: ReturnType<typeof rawConnection>, everyMs: number, send: () => void) {
  const timer = setInterval(send, everyMs);
  connection.socket.once("close", () => clearInterval(timer));
  return timer;
}

describe("HTTP timeouts", () => {
  test("the defaults reach Node's server", async () => {
    const t = await createTestApp("pglite");
    try {
      expect(t.app.server.headersTimeout).toBe(10_000);
      expect(t.app.server.requestTimeout).toBe(30_000);
      expect(t.app.server.keepAliveTimeout).toBe(72_000);
      expect(t.app.server.timeout).toBe(120_000);
    } finally {
      await t.close();
    }
  });

  describe("short limits: 1 s for headers, 2 s for the request, 1 s idle keep-alive", () => {
    let t: TestApp;
    let port: number;
    // A limit is enforced at the next check after it passes; the rest is a busy machine's slack.
    const slack = timeoutCheckIntervalMs + 1_500;

    beforeAll(async () => {
      t = await createTestApp("pglite", {
        env: { HEADERS_TIMEOUT: "1", REQUEST_TIMEOUT: "2", KEEP_ALIVE_TIMEOUT: "1" },
      });
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      const address = t.app.server.address();
      port = typeof address === "object" && address ? address.port : 0;
    });
    afterAll(() => t?.close());

    test("settings from the environment reach Node's server", () => {
      expect(t.app.server.headersTimeout).toBe(1_000);
      expect(t.app.server.requestTimeout).toBe(2_000);
      expect(t.app.server.keepAliveTimeout).toBe(1_000);
    });

    test("a client that sends its headers too slowly (slow loris) is cut off; others are served", async () => {
      const loris = rawConnection(port);
      loris.write("GET /api/health HTTP/1.1\r\nHost: site.test\r\n");
      // One more header line every 200 ms: never idle, never finished.
      let line = 0;
      trickle(loris, 200, () => loris.write(`X-Slow-${line++}: a\r\n`));
      // Meanwhile a normal client is answered at once.
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(healthy.status).toBe(200);

      const after = await loris.closedAfter();
      expect(after).toBeGreaterThanOrEqual(1_000);
      expect(after).toBeLessThan(1_000 + slack);
      expect(loris.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(loris.received()).not.toContain('"status":"ok"');
    });

    test("a request whose body arrives too slowly is cut off at the request timeout", async () => {
      const slow = rawConnection(port);
      const body = JSON.stringify({ email: "slow@example.com", password: "x".repeat(40) });
      slow.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      // The headers were on time; one byte of the body every 200 ms would take 14 s.
      let sent = 0;
      trickle(slow, 200, () => slow.write(body.slice(sent, ++sent)));

      const after = await slow.closedAfter();
      expect(after).toBeGreaterThanOrEqual(2_000);
      expect(after).toBeLessThan(2_000 + slack);
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    });

    test("an idle keep-alive connection is closed after the keep-alive timeout", async () => {
      const idle = rawConnection(port);
      idle.write("GET /api/health HTTP/1.1\r\nHost: site.test\r\n\r\n");
      const after = await idle.closedAfter();
      expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(idle.received()).toMatch(/keep-alive: timeout=1/i);
      expect(after).toBeGreaterThanOrEqual(1_000);
      expect(after).toBeLessThan(1_000 + slack);
    });
  });
});
