import {
  calendarQuery,
  createAccount,
  createObject,
  type DAVResponse,
  deleteObject,
  fetchCalendars,
  getBasicAuthHeaders,
  propfind,
} from "tsdav";
import type { CalendarAccount } from "#server/config.ts";
import { type BusyReading, busyTimesOf } from "./busy-times.ts";
import type { Span } from "./slots.ts";

/**
 * One consultant's calendar over CalDAV (RFC 4791), with tsdav: the busy times in a window, and
 * an event written or removed by its UID. Every operation has one deadline for all its requests
 * (`timeoutMs`), so a slow server fails it rather than holding its caller.
 */

/** A calendar that answered with an error, or not in time; the job log keeps name and status. */
export class CalendarError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CalendarError";
  }
}

export type CalDavCalendar = {
  /** Busy spans overlapping `window` (events, with recurring ones expanded). */
  busy(window: Span, reading: Omit<BusyReading, "window">): Promise<Span[]>;
  /** Creates or replaces the event with this UID. */
  put(uid: string, calendarData: string): Promise<void>;
  /** Deletes the event with this UID, wherever in the calendar it is; none is fine. */
  remove(uid: string): Promise<void>;
};

/** CalDAV's date-time form of an instant, UTC: 20270325T050000Z. */
const caldavTime = (instant: number) =>
  `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** Where a calendar object of ours lives: the UID made a safe file name. */
const fileOf = (uid: string) => `${uid.replace(/[^A-Za-z0-9._-]/g, "-")}.ics`;

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);

/** calendar-data in tsdav's reading of the XML: a string, or its CDATA or text. */
function calendarDataOf(response: DAVResponse): string {
  const data = response.props?.calendarData as unknown;
  if (typeof data === "string") return data;
  if (data && typeof data === "object") {
    const { _cdata, _text } = data as { _cdata?: unknown; _text?: unknown };
    if (typeof _cdata === "string") return _cdata;
    if (typeof _text === "string") return _text;
  }
  return "";
}

/**
 * A REPORT's responses, or a CalendarError with the status: tsdav throws a plain Error naming
 * the status ("Collection query failed: 403 …") for most refusals and hands back a lone failed
 * response for others.
 */
async function report(what: string, run: () => Promise<DAVResponse[]>): Promise<DAVResponse[]> {
  let responses: DAVResponse[];
  try {
    responses = await run();
  } catch (error) {
    const status = /Collection query failed: (\d{3})/.exec(
      error instanceof Error ? error.message : "",
    )?.[1];
    if (status) throw new CalendarError(`${what}: HTTP ${status}`, Number(status));
    throw error;
  }
  const [first] = responses;
  if (responses.length === 1 && first && !first.ok && (first.status >= 400 || !first.href))
    throw new CalendarError(`${what}: HTTP ${first.status}`, first.status);
  return responses;
}

/** What every request of one operation carries: the credentials and the operation's deadline. */
type Request = {
  headers: Record<string, string>;
  fetchOptions: { signal: AbortSignal };
  fetch?: typeof fetch;
};

type Account = Pick<CalendarAccount, "url" | "username" | "password" | "calendar">;

/**
 * The calendar collection's address. The address configured is the calendar's own (Nextcloud,
 * Fastmail, Zoho and Radicale show it), or the account's (iCloud's is https://caldav.icloud.com):
 * then the calendar is found the way calendar apps find it (well-known address, principal,
 * calendar home) and chosen by name (the address's "#…") or as the first that takes events.
 */
async function findCalendar(account: Account, request: Request): Promise<string> {
  const [itself] = await propfind({
    url: account.url,
    props: { "d:resourcetype": {} },
    depth: "0",
    ...request,
  });
  if (itself?.status === 401 || itself?.status === 403)
    throw new CalendarError(
      `refused the user name and password: HTTP ${itself.status}`,
      itself.status,
    );
  if (itself?.ok && Object.keys(itself.props?.resourcetype ?? {}).includes("calendar"))
    return withSlash(account.url);
  let calendars: Awaited<ReturnType<typeof fetchCalendars>>;
  try {
    const found = await createAccount({
      account: { serverUrl: account.url, accountType: "caldav", credentials: {} },
      ...request,
    });
    calendars = await fetchCalendars({ account: found, ...request });
  } catch (error) {
    // tsdav's own words ("cannot find homeUrl"), for the log; a deadline is within()'s to say.
    if (request.fetchOptions.signal.aborted || !(error instanceof Error)) throw error;
    throw new CalendarError(`finding the account's calendars: ${error.message}`);
  }
  calendars = calendars.filter(
    (calendar) => !calendar.components?.length || calendar.components.includes("VEVENT"),
  );
  const chosen = account.calendar
    ? calendars.find((calendar) => calendar.displayName === account.calendar)
    : calendars[0];
  if (!chosen)
    throw new CalendarError(
      account.calendar
        ? `no calendar named ${account.calendar} in the account`
        : "the account has no calendar for events",
    );
  return withSlash(chosen.url);
}

/** The events overlapping the window, expanded by the server where it can (RFC 4791 9.6.5). */
async function readBusy(
  url: string,
  window: Span,
  reading: Omit<BusyReading, "window">,
  request: Request,
): Promise<Span[]> {
  const range = { start: caldavTime(window.start), end: caldavTime(window.end) };
  const query = (expand: boolean) =>
    calendarQuery({
      url,
      props: {
        "d:getetag": {},
        "c:calendar-data": expand ? { "c:expand": { _attributes: range } } : {},
      },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": { _attributes: { name: "VEVENT" }, "time-range": { _attributes: range } },
        },
      },
      depth: "1",
      ...request,
    });
  const what = "reading the busy times";
  let responses: DAVResponse[];
  try {
    responses = await report(what, () => query(true));
  } catch (error) {
    // A server that refuses the expansion itself is asked for the events as written.
    if (!(error instanceof CalendarError) || error.status === 401 || error.status === 404)
      throw error;
    responses = await report(what, () => query(false));
  }
  // Read either way: a server that did not expand sends the rule (busy-times.ts expands it).
  return responses
    .filter((response) => response.ok)
    .flatMap((response) => {
      const data = calendarDataOf(response);
      return data ? busyTimesOf(data, { ...reading, window }) : [];
    })
    .sort((a, b) => a.start - b.start);
}

/** The addresses of the objects holding events with this UID. */
async function hrefsOf(url: string, uid: string, request: Request): Promise<string[]> {
  const lookup = () =>
    calendarQuery({
      url,
      props: { "d:getetag": {} },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "prop-filter": {
              _attributes: { name: "UID" },
              "text-match": { _attributes: { collation: "i;octet" }, _text: uid },
            },
          },
        },
      },
      depth: "1",
      ...request,
    });
  const responses = await report("looking the event up", lookup);
  return responses
    .filter((response) => response.ok && response.href)
    .map((response) => new URL(response.href!, url).href);
}

/** Creates or replaces the event: at a name of ours, or where the calendar already has its UID. */
async function putEvent(url: string, uid: string, calendarData: string, request: Request) {
  const write = (target: string) =>
    createObject({
      url: target,
      data: calendarData,
      ...request,
      headers: { ...request.headers, "content-type": "text/calendar; charset=utf-8" },
    });
  let response = await write(new URL(fileOf(uid), url).href);
  // The UID is already in the calendar under another name (the consultant's mail app filed the
  // mailed invitation there; RFC 4791's no-uid-conflict): that event is the one to update.
  if (response.status === 409 || response.status === 403) {
    await response.body?.cancel();
    const [existing] = await hrefsOf(url, uid, request);
    if (existing) response = await write(existing);
  }
  await response.body?.cancel();
  if (!response.ok)
    throw new CalendarError(`writing the event: HTTP ${response.status}`, response.status);
}

/** Deletes every object holding the UID; none is fine. */
async function removeEvent(url: string, uid: string, request: Request) {
  for (const href of await hrefsOf(url, uid, request)) {
    const response = await deleteObject({ url: href, ...request });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404 && response.status !== 410)
      throw new CalendarError(`removing the event: HTTP ${response.status}`, response.status);
  }
}

export function caldavCalendar(
  account: Account,
  options: { timeoutMs: number; fetch?: typeof fetch },
): CalDavCalendar {
  const headers: Record<string, string> =
    account.username || account.password
      ? getBasicAuthHeaders({ username: account.username, password: account.password })
      : {};
  /** The calendar collection's address, found once (discovery takes several requests). */
  let collection: string | undefined;

  /** Runs an operation under one deadline; a calendar that moved is looked for again next time. */
  async function within<T>(work: (url: string, request: Request) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const request: Request = {
      headers,
      fetchOptions: { signal },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    try {
      collection ??= await findCalendar(account, request);
      return await work(collection, request);
    } catch (error) {
      if (error instanceof CalendarError && error.status === 404) collection = undefined;
      if (signal.aborted) throw new CalendarError(`no answer within ${options.timeoutMs} ms`);
      throw error;
    }
  }

  return {
    busy: (window, reading) => within((url, request) => readBusy(url, window, reading, request)),
    put: (uid, calendarData) => within((url, request) => putEvent(url, uid, calendarData, request)),
    remove: (uid) => within((url, request) => removeEvent(url, uid, request)),
  };
}
