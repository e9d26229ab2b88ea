import { getToken } from "./session.ts";

/**
 * The one HTTP client of the web app. The API base is set at build time (VITE_API_BASE) and
 * defaults to the same origin's /api. A stored session token is sent as a bearer header.
 */
export const apiBase: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? "/api";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null };

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
  const message =
    payload &&
    typeof payload === "object" &&
    "message" in payload &&
    typeof payload.message === "string"
      ? payload.message
      : null;
  return { ok: false, status: response.status, message };
}

export const getJson = <T>(path: string, options?: RequestOptions) =>
  request<T>("GET", path, undefined, options);
export const postJson = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>("POST", path, body ?? {}, options);
