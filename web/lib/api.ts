import type { ApiError } from "#contract/errors.ts";
import { getToken } from "./session.ts";

/**
 * The one HTTP client of the web app. The API base is set at build time (VITE_API_BASE) and
 * defaults to the same origin's /api. A stored session token is sent as a bearer header.
 */
export const apiBase: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? "/api";

/**
 * A request that failed: the status (0 when the server could not be reached), the error body's
 * message (null without one) and, when the server refused one input, its name (`field`).
 */
export type ApiFailure = {
  ok: false;
  status: number;
  message: string | null;
  field?: string;
  /** The whole error body, for an answer that carries more than its message (a 409's offers). */
  body?: unknown;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export type RequestOptions = {
  headers?: Record<string, string>;
  token?: string | null;
  /** Gives up when aborted (AbortSignal.timeout(ms) for a time limit): status 0, as offline. */
  signal?: AbortSignal;
};

/** Listeners told about a 401, so the session can end wherever it is used. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const token = options.token === undefined ? getToken() : options.token;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    return { ok: false, status: 0, message: null };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  if (response.status === 401 && token) for (const listener of unauthorizedListeners) listener();
  // The error body (contract/errors.ts), or whatever else came back.
  const { message, field } = Object(payload) as Partial<ApiError>;
  return {
    ok: false,
    status: response.status,
    message: typeof message === "string" ? message : null,
    field: typeof field === "string" ? field : undefined,
    body: payload,
  };
}

export const getJson = <T>(path: string, options?: RequestOptions) =>
  request<T>("GET", path, undefined, options);
export const postJson = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>("POST", path, body ?? {}, options);
