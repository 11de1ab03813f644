/**
 * What kind of IP address this is (global, loopback, private, link-local, metadata, other), as a
 * pure function both sides need: the engine's outbound policy (src/engine/network.ts) decides with
 * it, and the runner's diagnostics (src/workflow/inspect.ts) use it to tell a refusal the
 * private-network opt-in would lift. It lives in the contract so the runner never loads the engine.
 */
import { isIP } from 'node:net';

/**
 * Metadata and host-agent addresses: the common link-local ones (all of link-local is refused
 * anyway), and those outside it: AWS IMDS and its DNS over IPv6, GCE's IPv6 metadata server, Alibaba Cloud, Oracle Cloud's legacy address, and
 * Azure's WireServer (a public-looking address only the host answers).
 */
export const METADATA_ADDRESSES: ReadonlySet<string> = new Set([
  '169.254.169.254', // link-local anyway; named so the refusal says what it is
  '169.254.170.2', // AWS ECS task metadata and credentials
  'fd00:ec2::254',
  'fd00:ec2::253',
  'fd20:ce::254',
  '100.100.100.200',
  '192.0.0.192',
  '168.63.129.16',
]);

/** What kind of address this is, for the outbound decision. */
export type AddressKind = 'global' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'other';

/** An IP address as numbers: four octets, or eight 16-bit groups. */
type Parsed = { family: 4; octets: number[] } | { family: 6; groups: number[] };

function parseV4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

function parseV6(text: string): number[] | undefined {
  let body = text.toLowerCase();
  const tail = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (tail?.[1]) {
    const v4 = parseV4(tail[1]);
    if (v4 === undefined) return undefined;
    body = `${body.slice(0, -tail[1].length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const split = (half: string | undefined): string[] => (half === undefined || half === '' ? [] : half.split(':'));
  const head = split(halves[0]);
  const rest = split(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...new Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

function parseAddress(address: string): Parsed | undefined {
  // A zone (`fe80::1%eth0`) names an interface, not a different address.
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(text) === 4) {
    const octets = parseV4(text);
    return octets && { family: 4, octets };
  }
  if (isIP(text) === 6) {
    const groups = parseV6(text);
    return groups && { family: 6, groups };
  }
  return undefined;
}

const v4Of = (hi: number, lo: number): number[] => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];

/** Teredo obfuscates the client's IPv4 address: the last 32 bits are it XOR 0xffffffff (RFC 4380). */
const TEREDO_OBFUSCATION = 0xffff;

/**
 * The IPv4 addresses an IPv6 address carries to an IPv4 host, every form that reaches one: mapped
 * (::ffff:a.b.c.d), translated (::ffff:0:a.b.c.d, RFC 2765), compatible (::a.b.c.d), NAT64
 * (64:ff9b::/96 and the local-use 64:ff9b:1::/48, RFC 8215), 6to4 (2002:AABB:CCDD::/48, RFC 3056),
 * Teredo (2001:0::/32: the server in bits 32–63, the client in the last 32 bits, obfuscated;
 * RFC 4380) and ISATAP (any prefix with the interface id 0:5efe or 200:5efe, RFC 5214). Empty when
 * it carries none. `translation` is true for the first four forms, whose address *is* the IPv4 host
 * (their IPv6 prefix has no kind of its own); the others are IPv6 addresses that also carry one.
 */
export function embeddedV4(groups: readonly number[]): { translation: boolean; addresses: number[][] } {
  const g = (i: number): number => groups[i] ?? 0;
  const zeros = (from: number, to: number): boolean => groups.slice(from, to).every((group) => group === 0);
  const found: number[][] = [];
  const mapped = zeros(0, 5) && g(5) === 0xffff;
  const translated = zeros(0, 4) && g(4) === 0xffff && g(5) === 0;
  const compatible = zeros(0, 6) && (g(6) !== 0 || g(7) > 1);
  const nat64 = g(0) === 0x64 && g(1) === 0xff9b && (zeros(2, 6) || g(2) === 1);
  const translation = mapped || translated || compatible || nat64;
  const isatap = (g(4) === 0 || g(4) === 0x200) && g(5) === 0x5efe;
  if (translation || isatap) found.push(v4Of(g(6), g(7)));
  if (g(0) === 0x2002) found.push(v4Of(g(1), g(2)));
  if (g(0) === 0x2001 && g(1) === 0) {
    found.push(v4Of(g(6) ^ TEREDO_OBFUSCATION, g(7) ^ TEREDO_OBFUSCATION));
    found.push(v4Of(g(2), g(3)));
  }
  return { translation, addresses: found };
}

function v4Kind(octets: number[]): AddressKind {
  const [a = 0, b = 0, c = 0] = octets;
  if (METADATA_ADDRESSES.has(octets.join('.'))) return 'metadata';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // shared (CGNAT) space, as private networks use it
  if (a === 0 || a >= 224) return 'other';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'other';
  if (a === 198 && (b === 18 || b === 19)) return 'other';
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'other';
  return 'global';
}

function v6Kind(groups: number[]): AddressKind {
  // An address that carries IPv4 addresses is as reachable as the least global of them: a 6to4 or
  // Teredo address of 127.0.0.1 or 169.254.169.254 reaches that host through a relay.
  const embedded = embeddedV4(groups);
  const refused = embedded.addresses.map(v4Kind).find((kind) => kind !== 'global');
  if (refused !== undefined) return refused;
  if (embedded.translation) return 'global';
  const canonical = groups.map((g) => g.toString(16)).join(':');
  for (const known of METADATA_ADDRESSES) {
    const parsed = isIP(known) === 6 ? parseV6(known) : undefined;
    if (parsed && parsed.map((g) => g.toString(16)).join(':') === canonical) return 'metadata';
  }
  const first = groups[0] ?? 0;
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return 'loopback';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xfe00) === 0xfc00) return 'private'; // unique local
  if ((first & 0xe000) === 0x2000 && !(first === 0x2001 && groups[1] === 0x0db8)) return 'global';
  return 'other';
}

/** Classify an IP address (v4, v6, bracketed, with a zone); anything unparsable is `other`. */
export function addressKind(address: string): AddressKind {
  const parsed = parseAddress(address);
  if (parsed === undefined) return 'other';
  return parsed.family === 4 ? v4Kind(parsed.octets) : v6Kind(parsed.groups);
}

/** Is this address globally routable (and not a metadata service)? */
export function isGlobalIp(address: string): boolean {
  return addressKind(address) === 'global';
}
