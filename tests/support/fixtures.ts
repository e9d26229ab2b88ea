import { afterAll, beforeAll } from "vitest";
import {
  createAdmin,
  createTestApp,
  type TestApp,
  type TestAppOptions,
  type TestUser,
} from "./app.ts";
import type { Backend } from "./backends.ts";
import { freePort } from "./ports.ts";
import { type Radicale, startRadicale } from "./radicale.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

/**
 * Suite fixtures: each registers the hooks that start a resource before the suite's tests and
 * stop it after them, and returns an object whose fields are there once those hooks have run.
 * Hooks run in the order the fixtures are called and stop in the reverse order, so a fixture
 * may read an earlier one's fields in an options function.
 */

/** The app a suite's tests share, on a fresh database. */
export function useTestApp(
  backend: Backend,
  options: TestAppOptions | (() => TestAppOptions) = {},
): TestApp {
  const fixture = {} as TestApp;
  beforeAll(async () => {
    const resolved = typeof options === "function" ? options() : options;
    Object.assign(fixture, await createTestApp(backend, resolved));
  });
  afterAll(() => fixture.close?.());
  return fixture;
}

/** An administrator of the suite's app, signed in, named `name`. */
export function useAdmin(t: TestApp, name: string): TestUser {
  const fixture = {} as TestUser;
  beforeAll(async () => {
    Object.assign(fixture, await createAdmin(t.app, name));
  });
  return fixture;
}

/** The mail sink a suite's app sends to (`SMTP_URL: sink.url`). */
export function useSmtpSink(options: { ignore?: RegExp } = {}): SmtpSink {
  const fixture = {} as SmtpSink;
  beforeAll(async () => {
    Object.assign(fixture, await startSmtpSink(0, options));
  });
  afterAll(() => fixture.close?.());
  return fixture;
}

/**
 * A mail server that is down until a test brings it up with `start`, at an address (`url`)
 * the app can be given from the start.
 */
export function useMailServerDown(options: { ignore?: RegExp } = {}) {
  let port = 0;
  let sink: SmtpSink | undefined;
  const fixture = {
    url: "",
    start: async () => {
      sink = await startSmtpSink(port, options);
      return sink;
    },
  };
  beforeAll(async () => {
    port = await freePort();
    fixture.url = `smtp://127.0.0.1:${port}`;
  });
  afterAll(() => sink?.close());
  return fixture;
}

/** The suite's CalDAV server (Radicale), with these users. */
export function useRadicale(users: readonly string[]): Radicale {
  const fixture = {} as Radicale;
  beforeAll(async () => {
    Object.assign(fixture, await startRadicale(users));
  });
  afterAll(() => fixture.close?.());
  return fixture;
}
