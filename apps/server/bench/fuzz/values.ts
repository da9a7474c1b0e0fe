/**
 * What the fuzz sends. Values are raw JSON fragments, so that numbers JSON.stringify cannot write
 * (-0, 1e309, 5e-324) and lone surrogates reach the server exactly as an attacker would send them.
 * Each list is ordered so that its first entries form the reduced (test) run.
 */

export interface Hostile {
  name: string;
  json: string;
}

const text = (name: string, value: string): Hostile => ({ name, json: JSON.stringify(value) });
const raw = (name: string, json: string): Hostile => ({ name, json });

export const HOSTILE_VALUES: readonly Hostile[] = [
  text("nul", "a\u0000b"),
  text("lone-high-surrogate", "x\ud800"),
  text("lone-low-surrogate", "\udc00y"),
  text("constructor", "constructor"),
  text("__proto__", "__proto__"),
  raw("5e-324", "5e-324"),
  raw("1e309", "1e309"),
  raw("array", '["a","b"]'),
  raw("object-proto", '{"__proto__":{"polluted":true}}'),
  raw("null", "null"),
  text("huge", "x".repeat(100_000)),
  text("nul-only", "\u0000"),
  text("toString", "toString"),
  text("hasOwnProperty", "hasOwnProperty"),
  text("prototype", "prototype"),
  text("empty", ""),
  text("spaces", "   "),
  text("html", "<script>alert(1)</script>"),
  text("sql", "' OR '1'='1' --"),
  text("right-to-left", "\u202eabc"),
  text("emoji", "😀 ça va"),
  text("bom", "\ufeff"),
  text("nan-text", "NaN"),
  text("percent-nul", "%00"),
  raw("-0", "-0"),
  raw("-1", "-1"),
  raw("zero", "0"),
  raw("1.5", "1.5"),
  raw("2^53+1", "9007199254740993"),
  raw("400-digits", `1${"0".repeat(400)}`),
  raw("true", "true"),
  raw("empty-array", "[]"),
  raw("empty-object", "{}"),
  raw("object-constructor", '{"constructor":{"prototype":{"polluted":true}}}'),
  raw("nested", "[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]"),
  raw("deep", `${"[".repeat(5000)}${"]".repeat(5000)}`),
];

/** Keys added to an otherwise valid body. */
export const HOSTILE_KEYS: readonly Hostile[] = [
  raw("__proto__", '"__proto__":{"polluted":true}'),
  raw("constructor", '"constructor":{"prototype":{"polluted":true}}'),
  raw("nul-key", `${JSON.stringify("a\u0000")}:1`),
  raw("surrogate-key", `${JSON.stringify("\ud800")}:1`),
  raw("prototype", '"prototype":1'),
  raw("extra", '"fuzz_extra":"x"'),
];

/** Whole bodies that replace a valid one. */
export const HOSTILE_BODIES: readonly Hostile[] = [
  raw("array", "[]"),
  raw("string", '"texte"'),
  raw("5e-324", "5e-324"),
  raw("null", "null"),
  raw("proto-only", '{"__proto__":{"polluted":true}}'),
  raw("number", "0"),
  raw("true", "true"),
  raw("array-of-objects", "[{}]"),
  raw("deep", `${"[".repeat(20_000)}${"]".repeat(20_000)}`),
  raw("many-keys", `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(",")}}`),
];

export interface RawBody {
  name: string;
  contentType?: string;
  payload: string | Buffer;
}

/** Bodies that are not the JSON a route expects at all (bad syntax, other types, too large). */
export const RAW_BODIES: readonly RawBody[] = [
  { name: "bad-json", contentType: "application/json", payload: "{" },
  { name: "xml", contentType: "application/xml", payload: "<a>1</a>" },
  { name: "too-large", contentType: "application/json", payload: `["${"x".repeat(300 * 1024)}"]` },
  { name: "text-nul", contentType: "text/plain", payload: "bonjour\u0000" },
  { name: "empty-json", contentType: "application/json", payload: "" },
  { name: "truncated", contentType: "application/json", payload: '{"a":' },
  { name: "text", contentType: "text/plain", payload: "bonjour" },
  { name: "form", contentType: "application/x-www-form-urlencoded", payload: "a=b&__proto__=x" },
  { name: "multipart", contentType: "multipart/form-data; boundary=x", payload: "--x\r\n\r\nvalue\r\n--x--" },
  { name: "json-latin1", contentType: "application/json; charset=latin1", payload: "{}" },
  { name: "no-content-type", payload: '{"a":1}' },
  {
    name: "invalid-utf8",
    contentType: "application/json",
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { name: "bom", contentType: "application/json", payload: "\ufeff{}" },
  { name: "json-nul-escape", contentType: "application/json", payload: '{"message":"\\u0000"}' },
  { name: "vendor-json", contentType: "application/vnd.api+json", payload: "{}" },
  { name: "spaces", contentType: "application/json", payload: "   " },
];

/** Path parameter values other than a valid id (URL-encoded, as they appear in the path). */
export const INVALID_IDS: readonly string[] = [
  "%00",
  "%ED%A0%80",
  "constructor",
  "a".repeat(101),
  "%FFfuzzmarker",
  "fuzzmarker",
  "00000000-0000-0000-0000-000000000000",
  "__proto__",
  "a%00b",
  "%",
  "%25",
  "x",
  "-0",
  "5e-324",
  "1e309",
  "NaN",
  "toString",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "%F0%9F%98%80",
  "%C0%80",
  "'%20OR%20'1'%3D'1",
  "a".repeat(5000),
];

/** Query strings added to a valid url. */
export const HOSTILE_QUERIES: readonly string[] = [
  "a=%00",
  "a=%ED%A0%80",
  "__proto__=fuzzmarker",
  "constructor=fuzzmarker",
  "cursor=%ED%A0%80&search=constructor&kind=__proto__&action=toString&unseen=5e-324",
  "%00=1",
  "a[]=1&a[]=2",
  "a=1&a=2",
  `a=${"x".repeat(8000)}`,
  "%",
  "limit=5e-324&cursor=%00",
];

/** Methods no route answers, or not on that path. */
export const ODD_METHODS: readonly string[] = ["PATCH", "OPTIONS", "PUT", "PROPFIND", "TRACE"];

/** Paths that match no route, or match one only after the router cleans them up. */
export const ODD_PATHS: readonly string[] = [
  "/api/fuzzmarker",
  "/api/%zz/fuzzmarker",
  "/api/users/me/fuzzmarker",
  `/api/${"x".repeat(20_000)}fuzzmarker`,
  "/api",
  "/api/",
  "/api/users/me/",
  "//api//users//me",
  "/api/users/me;fuzzmarker",
  "/api/users/%6De",
  "/api/%00",
  "/api/%ED%A0%80fuzzmarker",
  "/api/users/me?%",
];
