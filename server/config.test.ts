import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadJwtSecret } from "./auth/secret.ts";
import { loadConfig, parseDuration } from "./config.ts";

describe("configuration", () => {
  test("defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      JWT_TTL: 86_400,
      JWT_ISSUER: "http://localhost:3000",
      JWT_AUDIENCE: "account",
      MAIL_FROM: "no-reply@localhost",
      REFERRAL_BONUS_POINTS: 100,
      production: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  test("production refuses to start without JWT_SECRET, with a clear message", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /JWT_SECRET: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "short" })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    expect(
      loadConfig({
        NODE_ENV: "production",
        JWT_SECRET: "s".repeat(40),
        PUBLIC_URL: "https://www.example.com",
      }).production,
    ).toBe(true);
  });

  test("production refuses to start without PUBLIC_URL, naming it; elsewhere it is this machine", () => {
    const secret = "s".repeat(40);
    for (const PUBLIC_URL of [undefined, ""])
      expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: secret, PUBLIC_URL })).toThrow(
        /PUBLIC_URL: required in production \(the site's address/,
      );
    // Both missing: one error names both.
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /JWT_SECRET: required in production[\s\S]*\n {2}PUBLIC_URL: required in production/,
    );
    const configured = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: secret,
      PUBLIC_URL: "https://www.example.com",
    });
    expect(configured).toMatchObject({
      PUBLIC_URL: "https://www.example.com",
      JWT_ISSUER: "https://www.example.com",
      MAIL_FROM: "no-reply@www.example.com",
    });

    for (const NODE_ENV of ["development", "test"])
      expect(loadConfig({ NODE_ENV, PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(loadConfig({ PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:3000");
    expect(() => loadConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  test("connection timeouts: defaults, durations, and headers never longer than the request", () => {
    expect(loadConfig({})).toMatchObject({
      HEADERS_TIMEOUT: 10,
      REQUEST_TIMEOUT: 30,
      KEEP_ALIVE_TIMEOUT: 72,
      CONNECTION_TIMEOUT: 120,
    });
    expect(
      loadConfig({ HEADERS_TIMEOUT: "5", REQUEST_TIMEOUT: "1m", KEEP_ALIVE_TIMEOUT: "" }),
    ).toMatchObject({ HEADERS_TIMEOUT: 5, REQUEST_TIMEOUT: 60, KEEP_ALIVE_TIMEOUT: 72 });
    expect(() => loadConfig({ HEADERS_TIMEOUT: "40" })).toThrow(
      /HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT \(30 s\)/,
    );
    expect(() => loadConfig({ CONNECTION_TIMEOUT: "0" })).toThrow(/CONNECTION_TIMEOUT/);
  });

  test("JWT_TTL takes seconds or a duration", () => {
    expect(parseDuration("3600")).toBe(3600);
    expect(parseDuration("90s")).toBe(90);
    expect(parseDuration("30m")).toBe(1800);
    expect(parseDuration("24h")).toBe(86_400);
    expect(parseDuration("7d")).toBe(604_800);
    expect(parseDuration("0")).toBeNull();
    expect(parseDuration("soon")).toBeNull();
    expect(loadConfig({ JWT_TTL: "2h" }).JWT_TTL).toBe(7200);
    expect(() => loadConfig({ JWT_TTL: "-5" })).toThrow(/JWT_TTL/);
  });

  test("URLs are checked; empty variables mean the default", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ REFERRAL_BONUS_POINTS: "250" }).REFERRAL_BONUS_POINTS).toBe(250);
  });
});

describe("consultants' calendars (CONSULTANT_CALENDARS)", () => {
  test("each entry is a consultant and an address; the credentials come apart from it, decoded", () => {
    const config = loadConfig({
      CONSULTANT_CALENDARS:
        "omar-farooq=https://omar%40example.com:p%3Ass%2Cw@caldav.icloud.com/#Work%20calls, zainab-ali=http://127.0.0.1:5232/zainab/calls/",
    });
    expect(config.CONSULTANT_CALENDARS).toEqual({
      "omar-farooq": {
        consultant: "omar-farooq",
        url: "https://caldav.icloud.com/",
        username: "omar@example.com",
        password: "p:ss,w",
        calendar: "Work calls",
      },
      "zainab-ali": {
        consultant: "zainab-ali",
        url: "http://127.0.0.1:5232/zainab/calls/",
        username: "",
        password: "",
      },
    });
    expect(loadConfig({}).CONSULTANT_CALENDARS).toEqual({});
    expect(loadConfig({}).CALENDAR_TIMEOUT).toBe(5);
  });

  test("a wrong entry, an unknown consultant or a password in clear in production is refused, named", () => {
    expect(() => loadConfig({ CONSULTANT_CALENDARS: "omar-farooq" })).toThrow(
      /CONSULTANT_CALENDARS: must be slug=https:\/\/user:password@host\/path\/ pairs/,
    );
    expect(() => loadConfig({ CONSULTANT_CALENDARS: "omar-farooq=ftp://host/" })).toThrow(
      /omar-farooq: the calendar's address must start with https:\/\//,
    );
    expect(() =>
      loadConfig({ CONSULTANT_CALENDARS: "omar-faroq=https://u:p@caldav.example.com/" }),
    ).toThrow(/omar-faroq is not a consultant/);
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: "s".repeat(40),
      PUBLIC_URL: "https://www.example.com",
    };
    expect(() =>
      loadConfig({
        ...production,
        CONSULTANT_CALENDARS: "omar-farooq=http://u:p@caldav.example.com/",
      }),
    ).toThrow(/omar-farooq's calendar must be an https:\/\/ address in production/);
    // This machine's own calendar server is another matter.
    expect(
      loadConfig({
        ...production,
        CONSULTANT_CALENDARS: "omar-farooq=http://u:p@127.0.0.1:5232/omar/",
      }).CONSULTANT_CALENDARS["omar-farooq"]?.url,
    ).toBe("http://127.0.0.1:5232/omar/");
  });
});

describe("development JWT secret", () => {
  test("is created once in DATA_DIR with mode 600 and reused", () => {
    const dir = mkdtempSync(join(tmpdir(), "site-secret-"));
    try {
      const first = loadJwtSecret(undefined, dir);
      const second = loadJwtSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      expect(statSync(join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);
      const configured = loadJwtSecret("c".repeat(40), dir);
      expect(Buffer.from(configured).toString()).toBe("c".repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
