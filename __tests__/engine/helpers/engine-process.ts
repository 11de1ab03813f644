// Drives the built engine (dist/engine/index.js) as a real child process: either through the MCP
// SDK's Client over stdio, or with raw JSON lines for protocol-level checks.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export const ENGINE = fileURLToPath(new URL('../../../dist/engine/index.js', import.meta.url));

export function requireBuiltEngine(): void {
  if (!existsSync(ENGINE)) throw new Error(`${ENGINE} is missing: run npm run build first`);
}

export const ENGINE_ENV = { PATH: process.env.PATH ?? '', PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' };

export async function connectClient(env: Record<string, string> = ENGINE_ENV): Promise<Client> {
  requireBuiltEngine();
  const transport = new StdioClientTransport({ command: process.execPath, args: [ENGINE, 'mcp', '--transport', 'stdio'], env, stderr: 'ignore' });
  const client = new Client({ name: 'engine-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

export interface CallResult {
  isError: boolean;
  text: string;
  json: unknown;
  raw: Record<string, unknown>;
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallResult> {
  const raw = (await client.callTool({ name, arguments: args })) as Record<string, unknown>;
  const content = raw.content as Array<{ text: string }>;
  const text = content[0]?.text ?? '';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { isError: raw.isError === true, text, json, raw };
}

/** A raw line-level session with the engine child. */
export class RawEngine {
  readonly child: ChildProcessWithoutNullStreams;
  readonly lines: string[] = [];
  private waiters: Array<() => void> = [];
  private buffer = '';
  readonly exited: Promise<number | null>;

  constructor(env: Record<string, string> = ENGINE_ENV) {
    requireBuiltEngine();
    this.child = spawn(process.execPath, [ENGINE, 'mcp', '--transport', 'stdio'], { env, stdio: 'pipe' });
    this.child.stderr.resume();
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let index = this.buffer.indexOf('\n');
      while (index !== -1) {
        this.lines.push(this.buffer.slice(0, index));
        this.buffer = this.buffer.slice(index + 1);
        index = this.buffer.indexOf('\n');
      }
      for (const waiter of this.waiters.splice(0)) waiter();
    });
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  send(message: unknown): void {
    this.child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  }

  /** Wait until at least `count` lines have arrived. */
  async waitForLines(count: number, timeoutMs = 10_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.lines.length < count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} lines; got ${JSON.stringify(this.lines)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.lines;
  }

  async request(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    const before = this.lines.length;
    this.send(message);
    const lines = await this.waitForLines(before + 1);
    return JSON.parse(lines[before] as string) as Record<string, unknown>;
  }

  async initialize(protocolVersion = '2025-11-25'): Promise<Record<string, unknown>> {
    const response = await this.request({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    this.send({ jsonrpc: '2.0', method: 'notifications/initialized', params: {} });
    return response;
  }

  end(): void {
    this.child.stdin.end();
  }
}
