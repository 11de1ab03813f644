/**
 * @needs-bundle engine
 * @needs-child-process node
 */
// What any MCP client of a directly started engine (`node dist/engine/index.js mcp`) sees besides
// the protocol: a JSON-RPC 2.0 parse error with `"id": null`, and a stderr free of the permission
// model's ExperimentalWarning, while real warnings and errors still reach stderr.
import { spawn, spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { engineNodeFlags, permissionWarningFlags } from '../../src/contract/engine-flags.js';
import { ENGINE, requireBuiltEngine } from './helpers/engine-process.js';

/** Runs the engine as a client would start it, feeds it lines, closes stdin, and returns both streams. */
function converse(lines: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> {
  requireBuiltEngine();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENGINE, 'mcp', '--transport', 'stdio'], { env: { PATH: process.env.PATH ?? '' }, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, stderr, code }));
    child.stdin.end(lines.map((l) => `${l}\n`).join(''));
  });
}

test('a parse error carries "id": null, and stderr has no ExperimentalWarning', async () => {
  const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
  const { stdout, stderr, code } = await converse(['{not json', initialize]);
  expect(code).toBe(0);
  const [parseError, init] = stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(parseError).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  expect(Object.keys(parseError!)).toEqual(['jsonrpc', 'id', 'error']);
  expect(init).toMatchObject({ id: 1, result: { protocolVersion: '2025-11-25' } });
  expect(stderr).not.toContain('ExperimentalWarning');
  expect(stderr).not.toContain('SecurityWarning');
  expect(stderr).not.toContain('experimental feature');
}, 30_000);

test('the warning flag is added only where the permission model is experimental and the flag exists', () => {
  expect(permissionWarningFlags(new Set(['--permission', '--disable-warning']))).toEqual(['--disable-warning=SecurityWarning']);
  expect(permissionWarningFlags(new Set(['--disable-warning']))).toEqual(['--disable-warning=ExperimentalWarning', '--disable-warning=SecurityWarning']);
  expect(permissionWarningFlags(new Set())).toEqual([]);
});

test('under the engine\'s flags, a real warning and an error still reach stderr', () => {
  requireBuiltEngine();
  const flags = engineNodeFlags(dirname(ENGINE));
  const warned = spawnSync(process.execPath, [...flags, '-e', "process.emitWarning('a real problem', 'DeprecationWarning')"], { encoding: 'utf8' });
  expect(warned.stderr).toContain('DeprecationWarning: a real problem');
  const failed = spawnSync(process.execPath, [...flags, '-e', "throw new Error('boom')"], { encoding: 'utf8' });
  expect(failed.status).not.toBe(0);
  expect(failed.stderr).toContain('Error: boom');
  expect(failed.stderr).not.toContain('ExperimentalWarning');
});
