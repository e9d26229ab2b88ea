import { vi } from "vitest";

export type FakeAnswer = { status: number; body?: unknown } | "offline";
type Handler = FakeAnswer | ((body: unknown) => FakeAnswer);

export type FakeCall = {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
};

/**
 * Stands in for the API in unit tests: `fetch` answers "METHOD /path" (the path after /api) from
 * the table, records every call, and answers 404 to anything not in it. "offline" makes the
 * call fail as a dropped connection does.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname.replace(/^\/api/, "") + url.search;
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ method, path, body, authorization: headers.get("authorization") });
    const handler = routes[`${method} ${path}`];
    const answer = typeof handler === "function" ? handler(body) : handler;
    if (answer === "offline") throw new TypeError("Failed to fetch");
    if (!answer) return Response.json({ message: "Not found" }, { status: 404 });
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    /** The calls to one "METHOD /path". */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** A JWT-shaped token whose `exp` lies `seconds` ahead (the signature is not checked here). */
export function tokenValidFor(seconds: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${part({ alg: "HS256" })}.${part({ sub: "1", exp: Math.floor(Date.now() / 1000) + seconds })}.c2ln`;
}
