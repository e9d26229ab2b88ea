import fc from "fast-check";

/**
 * Request parts as fast-check arbitraries: each mixes values an honest client sends with hostile
 * ones (wrong types, huge or odd strings, prototype keys, SQL and template metacharacters,
 * malformed JSON, wrong content types, forged tokens).
 *
 * Strings starting with "§" are placeholders the test replaces with live values when it sends
 * the request (the signed-in user's password, a fresh reset token…), so a generated request can
 * be a correct one as well.
 */

/** A raw body, or form fields sent urlencoded (their "§" placeholders resolved first). */
export type Body =
  | { text: string; contentType?: string }
  | { form: [string, string][]; contentType: string }
  | undefined;

export type FuzzRequest = {
  method: string;
  /** Query parameters, raw ("§" placeholders resolved, then encoded), or a literal string. */
  query: string | [string, string][];
  /** The value of the path's `:param`, raw. */
  param: string;
  auth: string;
  ip: string;
  headers: Record<string, string>;
  body: Body;
  /** Before sending: top the user's balance up to at least 200 points. */
  topUp: boolean;
};

const specials = [
  "",
  " ",
  "'",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; select pg_sleep(1); --',
  "\\",
  "%",
  "_%",
  "$1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  "${7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "\ud83d\ude00\u200d",
  "\ud800",
  "\ufeff",
  "\r\n",
  "null",
  "undefined",
  "NaN",
  "__proto__",
  "constructor",
  "0x41",
  "1e999",
  "-0",
  "Ａｙｅｓｈａ",
];

/** Strings a careless or malicious client sends. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...specials) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9]{0,10}$/), fc.constantFrom(...specials))
      .map(([a, b]) => a + b),
  },
);

export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("a", "é", "😀", "'", "\u0000"), fc.integer({ min: 257, max: 6_000 }))
  .map(([unit, count]) => unit.repeat(count));

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** A field's value: usually the honest one, otherwise anything. */
export function field(honest: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: honest },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: hugeString },
  );
}

/**
 * The usual value against one of the odd ones, in the ratio of `weights`, and any `others` with
 * their own weights: most inputs here are an honest value mostly, and near misses.
 */
export function usuallyOr<T>(
  weights: [usual: number, odd: number],
  usual: T,
  odd: readonly T[],
  ...others: fc.WeightedArbitrary<T>[]
): fc.Arbitrary<T> {
  return fc.oneof(
    { weight: weights[0], arbitrary: fc.constant(usual) },
    { weight: weights[1], arbitrary: fc.constantFrom(...odd) },
    ...others,
  );
}

const contentTypes = usuallyOr([12, 3], "application/json", [
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=iso-8859-1",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/jsonx",
  "application/merge-patch+json",
  "*/*",
  "",
]);

const extraKeys = [
  "isAdmin",
  "role",
  "points",
  "id",
  "userId",
  "toString",
  "hasOwnProperty",
  "constructor",
  "prototype",
];

/** Raw bodies: malformed JSON, prototype pollution, wrong shapes, too large, deeply nested. */
const rawHostile: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    '{"email":',
    "[]",
    "[{}]",
    "null",
    "0",
    "-1",
    '"text"',
    "true",
    '{"a":1,}',
    "{'a':1}",
    "NaN",
    "\ufeff{}",
    "{}{}",
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    `${"[".repeat(8_000)}${"]".repeat(8_000)}`,
    `{"x":"${"a".repeat(20_000)}"}`,
    `${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}`,
  ),
  fc.string({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
);

/**
 * A JSON object body built from the honest fields, then perhaps damaged: fields missing, an
 * extra or prototype key added, or replaced altogether by a raw hostile text.
 */
export function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  const keys = Object.keys(fields);
  const complete = fc.record(
    Object.fromEntries(keys.map((key) => [key, field(fields[key]!)])),
  ) as fc.Arbitrary<Record<string, unknown>>;
  const partial = fc.record(Object.fromEntries(keys.map((key) => [key, field(fields[key]!)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, unknown>>;
  // Every field honest but one: the way to reach the code behind validation with a bad value.
  const oneOff =
    keys.length === 0
      ? complete
      : fc
          .tuple(
            fc.record(fields) as fc.Arbitrary<Record<string, unknown>>,
            fc.constantFrom(...keys),
            fc.oneof(hostileString, wrongType, hugeString),
          )
          .map(([object, key, value]) => ({ ...object, [key]: value }));
  const withExtra = fc
    .tuple(
      complete,
      fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 12 })),
      wrongType,
    )
    .map(([object, key, value]) => {
      const text = JSON.stringify(object);
      return `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}${text === "{}" ? "" : ","}${text.slice(1)}`;
    });
  const text = fc.oneof(
    { weight: 6, arbitrary: complete.map((object) => JSON.stringify(object)) },
    { weight: 6, arbitrary: oneOff.map((object) => JSON.stringify(object)) },
    { weight: 2, arbitrary: partial.map((object) => JSON.stringify(object)) },
    { weight: 2, arbitrary: withExtra },
    { weight: 3, arbitrary: rawHostile },
  );
  // The same fields as a native form post (every value as text), for forms that take one.
  const form = fc
    .oneof(complete, oneOff)
    .map((object): [string, string][] =>
      Object.entries(object).map(([key, value]) => [
        key,
        typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
      ]),
    );
  return fc.oneof(
    { weight: 12, arbitrary: fc.record({ text, contentType: contentTypes }) },
    {
      weight: 2,
      arbitrary: fc.record({ form, contentType: fc.constant("application/x-www-form-urlencoded") }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Query parameters from honest values, damaged now and then, plus odd extra ones. */
export function queryOf(
  fields: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<[string, string][]> {
  const keys = Object.keys(fields);
  const value = (key: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fields[key]! },
      { weight: 2, arbitrary: hostileString },
      { weight: 1, arbitrary: hugeString.map((text) => text.slice(0, 1_500)) },
    );
  return fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, value(key)])), { requiredKeys: [] }),
      fc.option(
        fc.tuple(
          fc.constantFrom("__proto__[isAdmin]", "constructor[prototype][x]", "page", "q", "x"),
          hostileString,
        ),
        { nil: undefined, freq: 5 },
      ),
    )
    .map(([record, extra]) => [
      ...Object.entries(record as Record<string, string>),
      ...(extra ? [extra] : []),
    ]);
}

/** An endpoint's query: from its own fields (queryOf) `weight` times to one odd query string. */
export const queryOrOdd = (fields: Record<string, fc.Arbitrary<string>>, weight = 4) =>
  fc.oneof({ weight, arbitrary: queryOf(fields) }, { weight: 1, arbitrary: query });

/** For endpoints that take no body: mostly none, sometimes something anyway. */
export const noBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.record({ text: rawHostile, contentType: contentTypes }) },
);

/** Who the request claims to be. Names are resolved by the test to real or forged tokens. */
export const authChoices = [
  "valid",
  "none",
  "deleted-user",
  "before-password-change",
  "other-session-version",
  "logged-out",
  "logged-out-everywhere",
  "no-session-id",
  "unknown-session",
  "other-users-session",
  "expired",
  "other-audience",
  "other-issuer",
  "alg-none",
  "wrong-secret",
  "hs512",
  "future-iat",
  "sub-not-uuid",
  "tampered",
  "basic",
  "bearer-empty",
  "huge",
] as const;

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

/** "admin" endpoints take the administrator's token as "valid"; "not-admin" is a user's. */
export const auth = (needed: "none" | "user" | "admin"): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: needed === "none" ? 1 : 8, arbitrary: fc.constant("valid") },
    { weight: needed === "none" ? 8 : 4, arbitrary: fc.constant("none") },
    { weight: needed === "admin" ? 2 : 0, arbitrary: fc.constant("not-admin") },
    { weight: 4, arbitrary: fc.constantFrom(...authChoices.slice(2)) },
    { weight: 1, arbitrary: printable(80).map((value) => `raw:${value}`) },
  );

/** One of an enum's values four times in five; otherwise a near miss (another case, a made-up value). */
export const choiceOrNearMiss = (values: readonly string[], nearMisses: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: fc.constantFrom(...nearMisses) },
  );

/** A path parameter: mostly the placeholder of a real row, otherwise anything. */
export const param = (honest: string): fc.Arbitrary<string> =>
  usuallyOr(
    [6, 3],
    honest,
    ["0", "-1", "1.5", "1e3", "2147483648", "99999999999999999999", "abc", "%00", " 1", "0x10", ""],
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 1_000_000 }).map(String) },
    { weight: 2, arbitrary: hostileString },
  );

export const ip: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.ipV4() },
  { weight: 2, arbitrary: fc.constantFrom("203.0.113.7", "203.0.113.8") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("not-an-ip", "1.1.1.1, 2.2.2.2", "::1", "", "::ffff:10.0.0.1"),
  },
);

export const query: fc.Arbitrary<string> = usuallyOr(
  [8, 1],
  "",
  [
    "?__proto__[isAdmin]=1",
    "?constructor[prototype][isAdmin]=1",
    "?a=1&a=2",
    "?email=%00",
    "?%E0%A4%A=1",
    `?x=${"y".repeat(4_000)}`,
  ],
  { weight: 1, arbitrary: fc.webQueryParameters().map((value) => `?${value}`) },
);

export function method(main: string): fc.Arbitrary<string> {
  return usuallyOr([12, 1], main, ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
}

export const headerValue = printable;
