import { Writable } from "node:stream";
import pino from "pino";
import { expect, test } from "vitest";
import { loggerOptions } from "../app.ts";
import type { Config } from "../config.ts";

/** The app's logger options, writing each line to a list. */
function appLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions({ LOG_LEVEL: "info" } as Config, stream);
  return { log: pino(options as pino.LoggerOptions, stream), lines };
}

test("a logged object loses its passwords, tokens, authorization and cookies, and keeps the rest", () => {
  const { log, lines } = appLogger();
  const error = Object.assign(new Error("the provider refused"), { token: "error-token", code: 7 });
  log.warn(
    {
      body: { email: "someone@example.com", password: "body-password", newPassword: "new-one" },
      user: { id: 3, currentPassword: "current-one" },
      headers: { authorization: "Bearer header-token", cookie: "sid=cookie-value", host: "a.test" },
      err: error,
      count: 2,
    },
    "something to look at",
  );
  const line = JSON.parse(lines[0]!);
  for (const secret of [
    "body-password",
    "new-one",
    "current-one",
    "header-token",
    "cookie-value",
    "error-token",
  ])
    expect(lines[0]).not.toContain(secret);
  expect(line).toMatchObject({
    msg: "something to look at",
    body: { email: "someone@example.com" },
    user: { id: 3 },
    headers: { host: "a.test" },
    err: { message: "the provider refused", code: 7, type: "Error" },
    count: 2,
  });
  expect(line.err.stack).toContain("the provider refused");
  // The object logged is left as it was.
  expect(error.token).toBe("error-token");
});

test("a line without secrets is written as logged", () => {
  const { log, lines } = appLogger();
  log.info({ job: { id: 1, kind: "mail" } }, "job done");
  expect(JSON.parse(lines[0]!)).toMatchObject({ job: { id: 1, kind: "mail" }, msg: "job done" });
});
