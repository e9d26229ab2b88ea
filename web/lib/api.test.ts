import { describe, expect, test } from "vitest";
import { fakeApi } from "../../tests/support/fake-api.ts";
import { postJson } from "./api.ts";

describe("the API client", () => {
  test("a refusal carries the error body's message and the field it names", async () => {
    fakeApi({
      "POST /auth/signup": {
        status: 409,
        body: { message: "An account with this email already exists.", field: "email" },
      },
    });
    expect(await postJson("/auth/signup", {}, { token: null })).toEqual({
      ok: false,
      status: 409,
      message: "An account with this email already exists.",
      field: "email",
      body: { message: "An account with this email already exists.", field: "email" },
    });
  });

  test("a body without a message or field (or no body) gives null and no field", async () => {
    fakeApi({
      "POST /a": { status: 500, body: "oops" },
      "POST /b": { status: 502 },
      "POST /c": { status: 400, body: { message: 7, field: ["email"] } },
    });
    for (const path of ["/a", "/b", "/c"]) {
      const result = await postJson(path, {}, { token: null });
      expect(result).toMatchObject({ ok: false, message: null });
      expect(result.ok || result.field).toBeUndefined();
    }
  });

  test("offline is status 0 without a message", async () => {
    fakeApi({ "POST /x": "offline" });
    expect(await postJson("/x", {}, { token: null })).toEqual({
      ok: false,
      status: 0,
      message: null,
    });
  });
});
