// Shared by the simulator and client tests: a simulator on a real socket (127.0.0.1, port 0) at
// a high speed factor, and small helpers to sign in and call it.
import { startSimulator, type Started } from '../../simulator/serve';
import { createSimulator } from '../../simulator/app';

export const FAST = 200; // a 60 s run plays in 0.3 s

export function startSim(speed = FAST): Promise<Started> {
  return startSimulator({ speed, quiet: true });
}

type App = ReturnType<typeof createSimulator>['app'];

/**
 * a request against an in-process app (no socket), answering status and parsed body. `content` is a
 * body that is not JSON (a photo): its bytes and the Content-Type they are sent as.
 */
export async function ask(
  app: App,
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    raw?: string;
    content?: { type: string; data: Uint8Array<ArrayBuffer> | string };
  } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely; contract.test.ts validates them against the schema
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined || opts.raw !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.content) headers['Content-Type'] = opts.content.type;
  const res = await app.request(path, {
    method,
    headers,
    body: opts.content?.data ?? opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}

export async function loginToken(
  app: App,
  email = 'installer@example.com',
  password = 'solshare-demo',
): Promise<string> {
  const r = await ask(app, 'POST', '/v2/auth/commissioner/login', { body: { email, password } });
  if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** polls until check() returns a value or the time runs out */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 3000, every = 20): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(every);
  }
}

export function project(serial: string, country = 'AU') {
  const none = { type: 'n/a' as const, L1: 'n/a', L2: 'n/a', L3: 'n/a' };
  return {
    serialNumber: serial,
    address: {
      address: '1 Martin Place, Sydney NSW 2000, Australia',
      latitude: -33.8678,
      longitude: 151.2073,
      country,
      solshareName: 'Test block',
    },
    spec: { dcSize: 9.9, acSize: 8, inverter: 'Fronius', inputInverter: '' },
    connections: [
      { type: '1x3' as const, L1: 'Unit 1', L2: 'Unit 1', L3: 'Unit 1' },
      { type: '3x1' as const, L1: 'Unit 2', L2: 'Unit 3', L3: 'Unit 4' },
      none,
      none,
      none,
    ],
    algorithmWeight: [],
    solarDeliveryMethod: 'optimise' as const,
    CTRating: 200 as const,
  };
}

/**
 * A small JPEG as far as a server can tell (its magic number FF D8 FF, a JFIF header, `size` bytes in
 * all, ending FF D9): nothing decodes it. `seed` varies the padding, so two of them differ.
 */
export function jpegBytes(size = 2048, seed = 0): Uint8Array<ArrayBuffer> {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01];
  const bytes = new Uint8Array(Math.max(size, head.length + 2));
  bytes.set(head);
  for (let i = head.length; i < bytes.length - 2; i++) bytes[i] = (i * 31 + seed * 17) & 0xff;
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

/** A small WebP as far as a server can tell: `RIFF`, its size, `WEBP`, a `VP8 ` chunk of padding. */
export function webpBytes(size = 2048, seed = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, 20));
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  view.setUint32(4, bytes.length - 8, true);
  bytes.set(new TextEncoder().encode('WEBPVP8 '), 8);
  view.setUint32(16, bytes.length - 20, true);
  for (let i = 20; i < bytes.length; i++) bytes[i] = (i * 13 + seed * 7) & 0xff;
  return bytes;
}

/** A PDF as far as a server can tell (mailReport): the `%PDF-` header, padding and the `%%EOF` marker. */
export function pdfBytes(size = 2048, seed = 0): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('%PDF-1.7\n');
  const tail = new TextEncoder().encode('\n%%EOF\n');
  const bytes = new Uint8Array(Math.max(size, head.length + tail.length));
  bytes.set(head);
  for (let i = head.length; i < bytes.length - tail.length; i++) bytes[i] = 0x20 + ((i * 31 + seed * 17) % 0x5f);
  bytes.set(tail, bytes.length - tail.length);
  return bytes;
}
