/**
 * The free-slot query of issue 37, for `npm run bench:server`: a month of a consultation's free
 * slots for 4 consultants with 200 calls booked, the way GET /api/bookings/slots and each booking's
 * check compute them (server/bookings/availability.ts: the booked calls from the database, then
 * the pure computation). In this process, on the database of a backend's run; no calendars
 * connected (a calendar's reading is a network request, cached a minute: not this query's cost).
 * Four consultants of its own, each working Monday to Saturday 10:00–18:00 Karachi time, as the
 * content has three; its own consultation, a month's window.
 */
import { performance } from "node:perf_hooks";
import { slotsOf } from "#server/bookings/availability.ts";
import { noCalendars } from "#server/bookings/rules.ts";
import { openDatabase } from "#server/db/index.ts";
import { bookings } from "#server/db/schema/index.ts";
import { type Consultation, consultationBySlug } from "#site/booking/consultations.ts";
import { addDays, dayIn, instantAt, siteTimeZone, weekdayOf } from "#site/booking/zone.ts";

const consultants = ["bench-one", "bench-two", "bench-three", "bench-four"];
const bookedCalls = 200;
const monthDays = 31;
const warmUps = 3;
const runs = 20;

const workingDay = [{ from: "10:00", to: "18:00" }];
const week = {
  hours: {
    monday: workingDay,
    tuesday: workingDay,
    wednesday: workingDay,
    thursday: workingDay,
    friday: workingDay,
    saturday: workingDay,
  },
  daysOff: [] as string[],
};

export type FreeSlotResult = {
  slots: number;
  medianMs: number;
  maxMs: number;
  runs: number;
};

/** 200 calls of 30 minutes over the month's working days, spread over the four consultants. */
function calls(now: number, consultation: Consultation) {
  const days: string[] = [];
  for (let day = addDays(dayIn(now, siteTimeZone), 1); days.length < monthDays; ) {
    if (weekdayOf(day) !== "sunday") days.push(day);
    day = addDays(day, 1);
  }
  return Array.from({ length: bookedCalls }, (_, index) => {
    const day = days[Math.floor(index / consultants.length) % days.length]!;
    // 10:00, 11:30, 13:00, …: clear of each other by the buffer.
    const minute = 10 * 60 + (Math.floor(index / (consultants.length * days.length)) % 5) * 90;
    const start = instantAt(day, minute + (index % 2) * 180, siteTimeZone);
    return {
      consultation: consultation.slug,
      consultant: consultants[index % consultants.length]!,
      startsAt: new Date(start),
      endsAt: new Date(start + consultation.durationMinutes * 60_000),
      bufferMinutes: consultation.bufferMinutes,
      name: `Bench visitor ${index}`,
      email: `bench-${index}@example.com`,
      need: "A benchmark call.",
      timeZone: siteTimeZone,
    };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Seeds the database of DATA_DIR or DATABASE_URL and times the query `runs` times. */
export async function benchFreeSlots(where: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<FreeSlotResult> {
  const free = consultationBySlug("free-consultation");
  if (!free) throw new Error("content/consultations/free-consultation.yaml is gone");
  const consultation: Consultation = {
    ...free,
    slug: "bench-consultation",
    consultants,
    bookingWindowDays: monthDays,
  };
  const database = await openDatabase({
    dataDir: where.dataDir,
    ...(where.databaseUrl ? { databaseUrl: where.databaseUrl } : {}),
    onLockLost: (error) => {
      throw error;
    },
  });
  try {
    const now = Date.now();
    await database.db.insert(bookings).values(calls(now, consultation));
    const deps = {
      db: database.db,
      clock: () => new Date(now),
      calendars: noCalendars,
      consultantOf: (slug: string) => (consultants.includes(slug) ? week : undefined),
    };
    const month = { from: now, to: now + monthDays * 24 * 60 * 60_000 };
    const times: number[] = [];
    let slots = 0;
    for (let run = 0; run < warmUps + runs; run++) {
      const started = performance.now();
      slots = (await slotsOf(deps, consultation, month)).length;
      if (run >= warmUps) times.push(performance.now() - started);
    }
    return {
      slots,
      medianMs: Math.round(median(times) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
      runs,
    };
  } finally {
    await database.close();
  }
}
