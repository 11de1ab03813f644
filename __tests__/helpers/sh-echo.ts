/**
 * The echo stand-in (fixtures/children/echo-plasmate.mjs) as a /bin/sh script, for tests that
 * start a child per plan by the dozen: a Node start-up costs ~0.15 CPU-seconds per child, a shell
 * next to nothing. Its replies are the Node echo child's, byte for byte: they are captured from
 * it once per process (one probe of each request kind) and cut at the values a request brings
 * (id, url, session id), which the script puts back. It answers initialize, tools/list and the
 * calls whose echo reply depends on nothing else (open_page, navigate_to, close_page and every
 * tool answered `{ok: true}`); any other request ends it with exit code 3, so a plan that needs
 * more fails visibly instead of passing on a wrong answer. sh-echo.test.ts holds the equality.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NODE_ECHO = join(process.cwd(), 'fixtures/children/echo-plasmate.mjs');
/** Probe values: distinctive enough never to occur in a reply by chance. */
const PROBE = { id: 918273645, url: 'http://127.0.0.1:1/probe-url-5e0c', sid: 'probe-session-7b1d', session: 'session-1' };
/** Tools whose echo reply carries more of the request than the url or session id: the script refuses them. */
const NOT_ECHOED = new Set(['click', 'evaluate', 'trace_status']);

/** The Node echo child's reply line to each request line, in order (notifications get none). */
export async function nodeEchoReplies(requests: unknown[]): Promise<string[]> {
  const child = spawn(process.execPath, [NODE_ECHO, 'mcp', '--transport', 'stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  child.stdin.end(requests.map((r) => `${JSON.stringify(r)}\n`).join(''));
  await closed;
  return out.split('\n').filter((line) => line !== '');
}

const call = (name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id: PROBE.id, method: 'tools/call', params: { name, arguments: args } });
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** One printf of the reply with the probe values replaced by the shell variables that hold the request's. */
function printfOf(reply: string, tokens: [probe: string, variable: string][]): string {
  const parts: string[] = [];
  const pattern = new RegExp(tokens.map(([probe]) => probe.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  let at = 0;
  for (const m of reply.matchAll(pattern)) {
    parts.push(quote(reply.slice(at, m.index)), `"$${tokens.find(([probe]) => probe === m[0])![1]}"`);
    at = m.index + m[0].length;
  }
  parts.push(quote(reply.slice(at)));
  return `printf '${'%s'.repeat(parts.length)}\\n' ${parts.join(' ')}`;
}

/**
 * Faults of the Node fault child (fixtures/children/fault-child.mjs) the shell can make as it does,
 * at the first tools/call (its default fault step), after the same handshake: where a test needs a
 * child that dies or hangs and the child's own code is not the subject. workflow/faults.test.ts
 * keeps each fault on the Node child; sh-echo.test.ts holds that both end alike.
 */
export const SH_FAULTS = {
  /** process.exit(3) */
  'early-exit': 'exit 3',
  /** process.kill(process.pid, 'SIGTERM') */
  signal: 'kill -TERM $$',
  /** never answers that call, nor exits by itself (exec: the pid stays the one the runner watches) */
  timeout: 'exec sleep 86400',
} as const;
export type ShFault = keyof typeof SH_FAULTS;

/** The echo replies' shell text: the initialize and tools/list arms and the tools/call arms. */
let arms: Promise<{ handshake: string[]; calls: string[] }> | undefined;
const scripts = new Map<ShFault | 'echo', Promise<string>>();

function echoArms(): Promise<{ handshake: string[]; calls: string[] }> {
  arms ??= (async () => {
    const id = String(PROBE.id);
    const [init, list] = await nodeEchoReplies([{ jsonrpc: '2.0', id: PROBE.id, method: 'initialize', params: {} }, { jsonrpc: '2.0', id: PROBE.id, method: 'tools/list', params: {} }]);
    const tools = (JSON.parse(list!) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name);
    const plain = tools.filter((t) => !['open_page', 'navigate_to', 'close_page'].includes(t) && !NOT_ECHOED.has(t));
    const [open, navigate, close, ...others] = await nodeEchoReplies([
      call('open_page', { url: PROBE.url }),
      call('navigate_to', { session_id: PROBE.sid, url: PROBE.url }),
      call('close_page', { session_id: PROBE.sid }),
      ...plain.map((name) => call(name, {})),
    ]);
    return {
      handshake: [
        `    *'"method":"initialize"'*) ${printfOf(init!, [[id, 'id']])} ;;`,
        `    *'"method":"tools/list"'*) ${printfOf(list!, [[id, 'id']])} ;;`,
      ],
      calls: [
        `    *'"name":"open_page"'*) sessions=$((sessions + 1)); session="session-$sessions"; ${printfOf(open!, [[id, 'id'], [PROBE.url, 'url'], [PROBE.session, 'session']])} ;;`,
        `    *'"name":"navigate_to"'*) ${printfOf(navigate!, [[id, 'id'], [PROBE.url, 'url'], [PROBE.sid, 'sid']])} ;;`,
        `    *'"name":"close_page"'*) ${printfOf(close!, [[id, 'id'], [PROBE.sid, 'sid']])} ;;`,
        ...plain.map((name, i) => `    *'"name":"${name}"'*) ${printfOf(others[i]!, [[id, 'id']])} ;;`),
        '    *) exit 3 ;;',
      ],
    };
  })();
  return arms;
}

/**
 * The script's path (written once per process into a temp directory): the echo stand-in, or with
 * `fault` the same handshake and that fault at the first tools/call.
 */
export function shEchoChild(fault?: ShFault): Promise<string> {
  const key = fault ?? 'echo';
  let script = scripts.get(key);
  if (script === undefined) {
    script = (async () => {
      const { handshake, calls } = await echoArms();
      const onCall = fault === undefined ? ['    *\'"method":"tools/call"\'*) case "$line" in', ...calls.map((arm) => `  ${arm}`), '    esac ;;'] : [`    *'"method":"tools/call"'*) ${SH_FAULTS[fault]} ;;`];
      const text = [
        '#!/bin/sh',
        `# The echo stand-in${fault === undefined ? '' : ` with the fault child's ${fault} fault`} as a shell script, written by __tests__/helpers/sh-echo.ts from the Node echo child's replies.`,
        'sessions=0',
        'while IFS= read -r line; do',
        '  case "$line" in *\'"id":\'*) ;; *) continue ;; esac',
        '  id=${line#*\\"id\\":}; id=${id%%[,\\}]*}',
        '  url=${line#*\\"url\\":\\"}; url=${url%%\\"*}',
        '  sid=${line#*\\"session_id\\":\\"}; sid=${sid%%\\"*}',
        '  case "$line" in',
        ...handshake,
        ...onCall,
        '    *) exit 3 ;;',
        '  esac',
        'done',
        '',
      ].join('\n');
      const path = join(await mkdtemp(join(tmpdir(), 'sh-echo-')), `sh-${key}-plasmate`);
      await writeFile(path, text);
      await chmod(path, 0o755);
      return path;
    })();
    scripts.set(key, script);
  }
  return script;
}
