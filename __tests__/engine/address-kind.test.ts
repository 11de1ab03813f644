// Embedded IPv4 forms: an IPv6 address that carries an IPv4 address reaches that
// host (through a relay, a translator or a tunnel), so it is classified as the IPv4 address is —
// unless the IPv6 address itself is less reachable (a link-local ISATAP address stays link-local).
import { addressKind, embeddedV4 } from '../../src/contract/address-kind.js';
import { addressRefusal } from '../../src/engine/network.js';

const ADDRESSES: Array<[string, string, ReturnType<typeof addressKind>]> = [
  // 6to4, 2002:AABB:CCDD::/48 (RFC 3056)
  ['6to4 of 127.0.0.1', '2002:7f00:1::1', 'loopback'],
  ['6to4 of 169.254.169.254', '2002:a9fe:a9fe::1', 'metadata'],
  ['6to4 of 169.254.1.1', '2002:a9fe:101::', 'link-local'],
  ['6to4 of 10.0.0.1', '2002:a00:1:1::1', 'private'],
  ['6to4 of 192.168.1.1 (full form)', '2002:c0a8:0101:0000:0000:0000:0000:0001', 'private'],
  ['6to4 of 0.0.0.0', '2002::1', 'other'],
  ['6to4 of 8.8.8.8', '2002:808:808::1', 'global'],
  // Teredo, 2001:0::/32: server in bits 32-63, client XOR 0xffffffff in the last 32 bits (RFC 4380)
  ['Teredo, client 127.0.0.1', '2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
  ['Teredo, client 169.254.169.254', '2001:0:4136:e378:8000:63bf:5601:5601', 'metadata'],
  ['Teredo, client 192.168.0.10', '2001::4136:e378:8000:63bf:3f57:fff5', 'private'],
  ['Teredo, server 10.0.0.1, client 8.8.8.8', '2001:0:a00:1:8000:63bf:f7f7:f7f7', 'private'],
  ['Teredo, server and client global', '2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'global'],
  // ISATAP: interface id 0:5efe or 200:5efe under any prefix (RFC 5214)
  ['ISATAP of 127.0.0.1', '2600::5efe:127.0.0.1', 'loopback'],
  ['ISATAP (u bit) of 169.254.169.254', '2600::200:5efe:a9fe:a9fe', 'metadata'],
  ['ISATAP of 172.16.0.1', '2600:1:2:3:0:5efe:ac10:1', 'private'],
  ['ISATAP of 8.8.8.8 under a global prefix', '2600::5efe:8.8.8.8', 'global'],
  ['ISATAP of 8.8.8.8 under link-local', 'fe80::5efe:8.8.8.8', 'link-local'],
  // translation forms: the address is the IPv4 host
  ['IPv4-translated (RFC 2765) of 127.0.0.1', '::ffff:0:127.0.0.1', 'loopback'],
  ['NAT64 local-use (RFC 8215) of 169.254.169.254', '64:ff9b:1::a9fe:a9fe', 'metadata'],
  ['NAT64 of 8.8.8.8', '64:ff9b::808:808', 'global'],
  ['mapped, as before', '::ffff:10.1.2.3', 'private'],
  // forms that carry nothing
  ['plain global IPv6', '2606:4700::1111', 'global'],
  ['plain 2001: (not Teredo)', '2001:4860::8888', 'global'],
];

describe('addressKind unpacks embedded IPv4 addresses', () => {
  it.each(ADDRESSES)('%s: %s is %s', (_name, address, kind) => {
    expect(addressKind(address)).toBe(kind);
    // Refused without the opt-in whenever it is not global; metadata and link-local even with it.
    expect(addressRefusal(address, false) === undefined).toBe(kind === 'global');
    if (kind === 'metadata' || kind === 'link-local' || kind === 'other') expect(addressRefusal(address, true)).toBeDefined();
  });

  test('Teredo yields the de-obfuscated client and the server', () => {
    // Client 192.0.2.45 (c000:022d, obfuscated 3fff:fdd2), server 65.54.227.120 (4136:e378).
    const groups = [0x2001, 0, 0x4136, 0xe378, 0x8000, 0x63bf, 0x3fff, 0xfdd2];
    expect(embeddedV4(groups)).toEqual({ translation: false, addresses: [[192, 0, 2, 45], [65, 54, 227, 120]] });
  });

  test('6to4 yields bits 16-47; ISATAP the last 32 bits; mapped is a translation', () => {
    expect(embeddedV4([0x2002, 0xc000, 0x022d, 1, 0, 0, 0, 1])).toEqual({ translation: false, addresses: [[192, 0, 2, 45]] });
    expect(embeddedV4([0x2600, 0, 0, 0, 0, 0x5efe, 0xc000, 0x022d])).toEqual({ translation: false, addresses: [[192, 0, 2, 45]] });
    expect(embeddedV4([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x022d])).toEqual({ translation: true, addresses: [[192, 0, 2, 45]] });
    expect(embeddedV4([0x2606, 0x4700, 0, 0, 0, 0, 0, 0x1111])).toEqual({ translation: false, addresses: [] });
  });
});
