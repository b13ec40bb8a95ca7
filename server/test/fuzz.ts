// Malformed requests generated from the OpenAPI document, for the API fuzz test: each
// field, path parameter and query parameter in turn gets a bad value while the rest stays valid,
// and whole bodies are broken (invalid JSON, wrong types, wrong content types, prototype keys).

/** The parts of the OpenAPI document the generator reads. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
};
export type OpenApiOperation = {
  parameters?: { in: 'path' | 'query'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** One request to send, and what it tests (shown when it fails). */
export type FuzzCase = {
  what: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const LONG = 'x'.repeat(20_000);

/** Bad JSON values for any field: wrong types, huge and negative numbers, NUL, invalid dates, prototype keys. */
export const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2_147_483_648,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '',
  ' ',
  'abc',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b',
  '\ud800',
  LONG,
  '2027-02-30',
  '2027-13-01',
  '0000-00-00',
  '2027-06-01T99:99',
  '__proto__',
  "1'; drop table users; --",
  [],
  ['a'],
  [1, 2],
  {},
  JSON.parse('{"__proto__":{"admin":true}}'),
  { constructor: { prototype: { admin: true } } },
];

/** Bad path segments (the route still matches, the value does not fit). */
export const BAD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e3',
  'abc',
  '%00',
  '%20',
  'null',
  '__proto__',
  'constructor',
  '9'.repeat(99),
];

/** Bad query values (strings, as a query carries them). */
export const BAD_QUERY = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '1e309',
  '99999999999999999999',
  '%00',
  'a%00b',
  '2027-02-30',
  '__proto__',
  '%E0%A4%A',
];

const JSON_TYPE = { 'content-type': 'application/json' };

/** Whole bodies that are not what any route wants. */
export const BAD_BODIES: { what: string; headers: Record<string, string>; payload?: string | Buffer }[] = [
  { what: 'no body', headers: JSON_TYPE },
  ...[
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[{}]',
    '{',
    '{"a":',
    'not json',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
  ].map((payload) => ({ what: `body ${payload}`, headers: JSON_TYPE, payload })),
  { what: 'deeply nested JSON', headers: JSON_TYPE, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { what: 'JSON with a BOM', headers: JSON_TYPE, payload: '\ufeff{}' },
  { what: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: '{}' },
  {
    what: 'a form',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1&__proto__[admin]=1',
  },
  { what: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  {
    what: 'UTF-16 JSON',
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: Buffer.from('{}', 'utf16le'),
  },
  { what: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
  {
    what: 'multipart garbage',
    headers: { 'content-type': 'multipart/form-data; boundary=zz' },
    payload: '--zz\r\nContent-Disposition: form-data; name="a"\r\n',
  },
];

/** A valid-looking value for a field, from its schema and name, so one bad field at a time reaches deep. */
export function validValue(name: string, schema: JsonSchema, ids: number): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice)
    return validValue(
      name,
      choice.find((s) => s.type !== 'null' && !(s.enum?.length === 1 && s.enum[0] === '')) ?? choice[0] ?? {},
      ids,
    );
  if (schema.enum?.length) return schema.enum[0];
  // A property's backup may not be its preferred housekeeper (id `ids` too).
  if (name === 'backup_employee_id') return null;
  if (name.endsWith('_time')) return '11:00';
  if (name.endsWith('_minutes')) return 90;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') return validBody(schema, ids);
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number')
    return name.endsWith('_id') || name === 'id' ? ids : name === 'year' ? 2027 : 1;
  if (name.includes('email')) return 'fuzz@example.com';
  if (name.includes('password')) return 'Fuzz!Pass9x';
  if (name.includes('phone')) return '+506 8888 0000';
  if (name.endsWith('_date')) return '2027-06-01';
  if (name.includes('url')) return 'http://127.0.0.1:9/fuzz.ics';
  return 'Fuzz text';
}

function validBody(schema: JsonSchema, ids: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, validValue(key, s, ids)]));
}

/**
 * Every malformed request for one operation of the document: `fill` names a valid id for path and
 * body ids (rows that exist), `feedUrl` a calendar that answers.
 */
export function casesFor(
  method: string,
  path: string,
  op: OpenApiOperation,
  opts: { id: number; feedUrl: string },
): FuzzCase[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const schema = op.requestBody?.content['application/json']?.schema;
  const body = schema ? validBody(schema, opts.id) : undefined;
  if (body && 'ical_url' in body) body.ical_url = opts.feedUrl;
  const baseQuery = Object.fromEntries(query.map((p) => [p.name, String(validValue(p.name, p.schema, opts.id))]));
  const url = (segments: Record<string, string> = {}, q: Record<string, string> = baseQuery) => {
    const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => segments[name] ?? String(opts.id));
    const search = Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join('&');
    return search ? `${filled}?${search}` : filled;
  };
  const json = (value: unknown) => ({ headers: JSON_TYPE, payload: JSON.stringify(value) });
  const cases: FuzzCase[] = [];
  for (const key of Object.keys(body ?? {})) {
    for (const bad of BAD_VALUES)
      cases.push({
        what: `${key}=${JSON.stringify(bad)?.slice(0, 40)}`,
        method,
        url: url(),
        ...json({ ...body, [key]: bad }),
      });
  }
  if (body)
    cases.push(
      { what: 'valid body', method, url: url(), ...json(body) },
      {
        what: 'extra __proto__ key',
        method,
        url: url(),
        headers: JSON_TYPE,
        payload: JSON.stringify(body).replace(/^\{/, '{"__proto__":{"role":"admin"},'),
      },
    );
  if (method !== 'GET')
    for (const b of BAD_BODIES)
      cases.push({ what: b.what, method, url: url(), headers: b.headers, payload: b.payload });
  const goodBody = body ? json(body) : {};
  for (const p of pathParams) {
    for (const bad of BAD_SEGMENTS)
      cases.push({ what: `path ${p.name}=${bad.slice(0, 20)}`, method, url: url({ [p.name]: bad }), ...goodBody });
  }
  for (const p of query) {
    for (const bad of BAD_QUERY)
      cases.push({
        what: `query ${p.name}=${bad}`,
        method,
        url: url({}, { ...baseQuery, [p.name]: bad }),
        ...goodBody,
      });
    cases.push({ what: `query ${p.name} twice`, method, url: `${url()}&${p.name}=1`, ...goodBody });
  }
  if (query.length > 0) cases.push({ what: 'no query', method, url: url({}, {}), ...goodBody });
  const junk = '__proto__[admin]=1&constructor[prototype][admin]=1&x=%00&y=%E0%A4%A';
  cases.push({ what: 'junk query', method, url: `${url()}${query.length > 0 ? '&' : '?'}${junk}`, ...goodBody });
  return cases;
}

/** A multipart body with text fields and, when given, one file part named `file`. */
export function multipartBody(
  fields: Record<string, string>,
  file?: Buffer,
): { headers: Record<string, string>; payload: Buffer } {
  const boundary = '----fuzzboundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}

/** Malformed uploads for a multipart route: its text fields with bad values, bad files, cut bodies. */
export function multipartCases(url: string, fields: Record<string, string>, file: Buffer): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const send = (what: string, body: { headers: Record<string, string>; payload: Buffer }) =>
    cases.push({ what, method: 'POST', url, ...body });
  for (const key of Object.keys(fields)) {
    for (const bad of BAD_QUERY.concat(['a\u0000b', '\ud800', LONG.slice(0, 900)]))
      send(`${key}=${bad.slice(0, 20)}`, multipartBody({ ...fields, [key]: bad }, file));
  }
  const whole = multipartBody(fields, file);
  send('valid form', whole);
  for (const cut of [10, 100, whole.payload.length - 60, whole.payload.length - 3])
    send(`cut at ${cut}`, { ...whole, payload: whole.payload.subarray(0, cut) });
  send('no file', multipartBody(fields));
  send('empty file', multipartBody(fields, Buffer.alloc(0)));
  send('garbage file', multipartBody(fields, Buffer.from('\u0000\u0001not a file at all')));
  send(
    '__proto__ field',
    multipartBody(
      { ...fields, ...(JSON.parse('{"__proto__":"x","constructor":"y"}') as Record<string, string>) },
      file,
    ),
  );
  send('wrong boundary', {
    headers: { 'content-type': 'multipart/form-data; boundary=other' },
    payload: whole.payload,
  });
  return cases;
}
