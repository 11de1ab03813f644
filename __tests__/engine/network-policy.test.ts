// The engine's outbound address policy (src/engine/network.ts): the pure decision over resolved
// addresses, URL checks, and the fetcher with an injected resolver and a recording connector.
// Nothing here resolves a real name or connects anywhere but loopback: the recording connector
// only really connects to 127.0.0.1 and records (and fails) anything else.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Duplex } from 'node:stream';
import { addressKind, addressRefusal, fetchPage, OutboundPolicy, type ConnectRequest, type NetworkAccess } from '../../src/engine/network.js';

const NOT_ROUTABLE = (a: string): string => `address ${a} is not globally routable`;
const METADATA = (a: string): string => `address ${a} is a cloud metadata target`;
const LINK_LOCAL_OPT_IN = (a: string): string => `address ${a} is link-local, which the private-network opt-in does not open`;

// [address, kind, refusal without the opt-in, refusal with the opt-in] (undefined = allowed)
const ADDRESSES: Array<[string, string, string | undefined, string | undefined]> = [
  ['8.8.8.8', 'global', undefined, undefined],
  ['2606:4700::1111', 'global', undefined, undefined],
  ['::ffff:8.8.8.8', 'global', undefined, undefined],
  ['127.0.0.1', 'loopback', NOT_ROUTABLE('127.0.0.1'), undefined],
  ['127.255.0.9', 'loopback', NOT_ROUTABLE('127.255.0.9'), undefined],
  ['::1', 'loopback', NOT_ROUTABLE('::1'), undefined],
  ['0:0:0:0:0:0:0:1', 'loopback', NOT_ROUTABLE('0:0:0:0:0:0:0:1'), undefined],
  ['::ffff:127.0.0.1', 'loopback', NOT_ROUTABLE('::ffff:127.0.0.1'), undefined],
  ['10.1.2.3', 'private', NOT_ROUTABLE('10.1.2.3'), undefined],
  ['172.16.0.1', 'private', NOT_ROUTABLE('172.16.0.1'), undefined],
  ['192.168.1.1', 'private', NOT_ROUTABLE('192.168.1.1'), undefined],
  ['100.64.0.1', 'private', NOT_ROUTABLE('100.64.0.1'), undefined],
  ['fd12:3456::1', 'private', NOT_ROUTABLE('fd12:3456::1'), undefined],
  ['FC00::1', 'private', NOT_ROUTABLE('FC00::1'), undefined],
  // link-local: never, in any spelling
  ['169.254.1.1', 'link-local', NOT_ROUTABLE('169.254.1.1'), LINK_LOCAL_OPT_IN('169.254.1.1')],
  ['fe80::1', 'link-local', NOT_ROUTABLE('fe80::1'), LINK_LOCAL_OPT_IN('fe80::1')],
  ['fe80::1%eth0', 'link-local', NOT_ROUTABLE('fe80::1%eth0'), LINK_LOCAL_OPT_IN('fe80::1%eth0')],
  ['FEBF:ffff::1', 'link-local', NOT_ROUTABLE('FEBF:ffff::1'), LINK_LOCAL_OPT_IN('FEBF:ffff::1')],
  ['::ffff:169.254.1.1', 'link-local', NOT_ROUTABLE('::ffff:169.254.1.1'), LINK_LOCAL_OPT_IN('::ffff:169.254.1.1')],
  ['::ffff:a9fe:0101', 'link-local', NOT_ROUTABLE('::ffff:a9fe:0101'), LINK_LOCAL_OPT_IN('::ffff:a9fe:0101')],
  // metadata addresses: never, in any spelling
  ['169.254.169.254', 'metadata', METADATA('169.254.169.254'), METADATA('169.254.169.254')],
  ['::ffff:169.254.169.254', 'metadata', METADATA('::ffff:169.254.169.254'), METADATA('::ffff:169.254.169.254')],
  ['0:0:0:0:0:ffff:a9fe:a9fe', 'metadata', METADATA('0:0:0:0:0:ffff:a9fe:a9fe'), METADATA('0:0:0:0:0:ffff:a9fe:a9fe')],
  ['64:ff9b::a9fe:a9fe', 'metadata', METADATA('64:ff9b::a9fe:a9fe'), METADATA('64:ff9b::a9fe:a9fe')],
  ['::169.254.169.254', 'metadata', METADATA('::169.254.169.254'), METADATA('::169.254.169.254')],
  ['fd00:ec2::254', 'metadata', METADATA('fd00:ec2::254'), METADATA('fd00:ec2::254')],
  ['FD00:0EC2:0000:0000:0000:0000:0000:0254', 'metadata', METADATA('FD00:0EC2:0000:0000:0000:0000:0000:0254'), METADATA('FD00:0EC2:0000:0000:0000:0000:0000:0254')],
  ['fd20:ce::254', 'metadata', METADATA('fd20:ce::254'), METADATA('fd20:ce::254')],
  ['100.100.100.200', 'metadata', METADATA('100.100.100.200'), METADATA('100.100.100.200')],
  ['::ffff:100.100.100.200', 'metadata', METADATA('::ffff:100.100.100.200'), METADATA('::ffff:100.100.100.200')],
  ['192.0.0.192', 'metadata', METADATA('192.0.0.192'), METADATA('192.0.0.192')],
  ['168.63.129.16', 'metadata', METADATA('168.63.129.16'), METADATA('168.63.129.16')],
  // other special ranges stay closed with the opt-in too
  ['0.0.0.0', 'other', NOT_ROUTABLE('0.0.0.0'), NOT_ROUTABLE('0.0.0.0')],
  ['::', 'other', NOT_ROUTABLE('::'), NOT_ROUTABLE('::')],
  ['224.0.0.1', 'other', NOT_ROUTABLE('224.0.0.1'), NOT_ROUTABLE('224.0.0.1')],
  ['255.255.255.255', 'other', NOT_ROUTABLE('255.255.255.255'), NOT_ROUTABLE('255.255.255.255')],
  ['192.0.2.1', 'other', NOT_ROUTABLE('192.0.2.1'), NOT_ROUTABLE('192.0.2.1')],
  ['2001:db8::1', 'other', NOT_ROUTABLE('2001:db8::1'), NOT_ROUTABLE('2001:db8::1')],
  ['ff02::1', 'other', NOT_ROUTABLE('ff02::1'), NOT_ROUTABLE('ff02::1')],
  ['not-an-address', 'other', NOT_ROUTABLE('not-an-address'), NOT_ROUTABLE('not-an-address')],
];

describe('addressRefusal (pure)', () => {
  it.each(ADDRESSES)('%s is %s', (address, kind, strict, optIn) => {
    expect(addressKind(address)).toBe(kind);
    expect(addressRefusal(address, false)).toBe(strict);
    expect(addressRefusal(address, true)).toBe(optIn);
  });
});

describe('URL checks with the private-network opt-in', () => {
  const optIn = new OutboundPolicy(true);
  it.each([
    ['http://metadata.google.internal/', "outbound URL host 'metadata.google.internal' is a cloud metadata target"],
    ['http://METADATA.Google.Internal./computeMetadata/v1/', "outbound URL host 'metadata.google.internal.' is a cloud metadata target"],
    ['http://metadata/', "outbound URL host 'metadata' is a cloud metadata target"],
    ['http://metadata.azure.internal../', "outbound URL host 'metadata.azure.internal..' is a cloud metadata target"],
    ['http://instance-data/latest/', "outbound URL host 'instance-data' is a cloud metadata target"],
    ['http://169.254.169.254/latest/meta-data/', METADATA('169.254.169.254')],
    ['http://2852039166/', METADATA('169.254.169.254')],
    ['http://0xa9.0xfe.0xa9.0xfe/', METADATA('169.254.169.254')],
    ['http://[::ffff:169.254.169.254]/', METADATA('::ffff:a9fe:a9fe')],
    ['http://[fd00:ec2::254]/', METADATA('fd00:ec2::254')],
    ['http://[fe80::1]/', LINK_LOCAL_OPT_IN('fe80::1')],
    ['http://100.100.100.200/', METADATA('100.100.100.200')],
  ])('refuses %s', (url, reason) => {
    expect(() => optIn.validateUrl(url)).toThrow(`Outbound URL blocked: ${reason}`);
  });
  it('still opens loopback and private addresses', () => {
    expect(optIn.validateUrl('http://127.0.0.1:8080/').port).toBe('8080');
    expect(optIn.validateUrl('http://10.0.0.5/').hostname).toBe('10.0.0.5');
  });
});

/** A resolver from a table (unknown names fail like NXDOMAIN) and a connector that only really connects to loopback. */
class RecordingNetwork implements NetworkAccess {
  readonly resolved: string[] = [];
  readonly connects: ConnectRequest[] = [];
  constructor(private readonly names: Record<string, string[]>) {}

  async resolve(hostname: string): Promise<string[]> {
    this.resolved.push(hostname);
    const addresses = this.names[hostname.toLowerCase()];
    if (addresses === undefined) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return addresses;
  }

  connect(request: ConnectRequest): Duplex {
    this.connects.push(request);
    if (request.address === '127.0.0.1') return net.connect({ host: request.address, port: request.port });
    const refused = new Duplex({ read() {}, write(_c, _e, cb) { cb(); } });
    process.nextTick(() => refused.destroy(new Error(`test connector: no connection to ${request.address}`)));
    return refused;
  }
}

describe('fetcher with an injected resolver and connector', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
      if (target !== null) {
        response.writeHead(302, { location: target });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<title>loopback</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const port = (): number => Number(new URL(base).port);

  it('connects to the address it checked (control: a name mapped to loopback is fetched)', async () => {
    const network = new RecordingNetwork({ 'app.test': ['127.0.0.1'] });
    const page = await fetchPage(new OutboundPolicy(true, network), `http://app.test:${port()}/`);
    expect(page.body).toBe('<title>loopback</title>');
    expect(network.connects).toEqual([{ address: '127.0.0.1', port: port(), tls: false, servername: 'app.test' }]);
  });

  it('refuses a name that resolves to the metadata address before any connect', async () => {
    const network = new RecordingNetwork({ 'innocent.test': ['169.254.169.254'] });
    await expect(fetchPage(new OutboundPolicy(true, network), 'http://innocent.test/latest/meta-data/')).rejects.toThrow(
      "Outbound URL blocked: outbound host 'innocent.test' resolved to blocked address 169.254.169.254: address 169.254.169.254 is a cloud metadata target",
    );
    expect(network.connects).toEqual([]);
  });

  it.each([
    [['127.0.0.1', 'fd00:ec2::254'], METADATA('fd00:ec2::254')],
    [['::ffff:a9fe:a9fe'], METADATA('::ffff:a9fe:a9fe')],
    [['fe80::1'], LINK_LOCAL_OPT_IN('fe80::1')],
  ])('refuses a name resolving to %j (any refused address refuses the name)', async (addresses, reason) => {
    const network = new RecordingNetwork({ 'mixed.test': addresses });
    await expect(fetchPage(new OutboundPolicy(true, network), 'http://mixed.test/')).rejects.toThrow(`resolved to blocked address ${addresses.at(-1)}: ${reason}`);
    expect(network.connects).toEqual([]);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', METADATA('169.254.169.254'), []],
    ['http://metadata.google.internal./computeMetadata/v1/', "outbound URL host 'metadata.google.internal.' is a cloud metadata target", []],
    ['http://evil.test/', "outbound host 'evil.test' resolved to blocked address 169.254.169.254: address 169.254.169.254 is a cloud metadata target", ['evil.test']],
  ])('a loopback redirect to %s ends with the refusal and no connect beyond loopback', async (target, reason, lookups) => {
    const network = new RecordingNetwork({ 'evil.test': ['169.254.169.254'] });
    await expect(fetchPage(new OutboundPolicy(true, network), `${base}/hop?to=${encodeURIComponent(target)}`)).rejects.toThrow(`Outbound URL blocked: ${reason}`);
    expect(network.connects.map((c) => c.address)).toEqual(['127.0.0.1']);
    expect(network.resolved).toEqual(lookups);
  });

  it('without the opt-in even the loopback start is refused before connecting', async () => {
    const network = new RecordingNetwork({});
    await expect(fetchPage(new OutboundPolicy(false, network), `${base}/`)).rejects.toThrow(`Outbound URL blocked: ${NOT_ROUTABLE('127.0.0.1')}`);
    expect(network.connects).toEqual([]);
  });
});
