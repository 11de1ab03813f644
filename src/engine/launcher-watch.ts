// The confined engine's side of the launcher pipe (confinement.ts, relaunchConfined): when the
// process that relaunched this engine is gone — SIGKILLed by an MCP client or a process manager,
// which no signal forwarding can pass on — its end of the pipe closes and the engine exits instead
// of serving on as an orphan. A heartbeat on the same pipe tells the launcher the event loop still
// turns, so it can kill an engine stuck in a page script that never yields.
import { Socket } from 'node:net';
import { ENGINE_HEARTBEAT_MS, LAUNCHER_PIPE_ENV, LAUNCHER_PIPE_FD } from './confinement.js';

/**
 * Watch the launcher if this engine was relaunched by one (LAUNCHER_PIPE_ENV names the pipe's fd);
 * `onGone` ends the engine. A supervised engine (started with the flags by the runner) has no
 * launcher: its supervisor owns its process group and kills it. Removes the variable either way.
 * No beat is sent while `responsive()` is false (a renderer stuck in a page script).
 */
export function watchLauncher(onGone: () => void, env: NodeJS.ProcessEnv = process.env, responsive: () => boolean = () => true): void {
  const fd = env[LAUNCHER_PIPE_ENV];
  delete env[LAUNCHER_PIPE_ENV];
  if (fd !== String(LAUNCHER_PIPE_FD)) return;
  const pipe = new Socket({ fd: LAUNCHER_PIPE_FD, readable: true, writable: true });
  let gone = false;
  const end = (): void => {
    if (gone) return;
    gone = true;
    clearInterval(heartbeat);
    onGone();
  };
  const beat = (): void => {
    if (!gone && responsive()) pipe.write('\n');
  };
  // A first beat now, not one interval from now: the launcher's watchdog arms at the first beat,
  // and a client may open a page whose script never yields within that interval (a fast start
  // does it in well under a second). Without it that engine spun with the watchdog never armed.
  beat();
  const heartbeat = setInterval(beat, ENGINE_HEARTBEAT_MS);
  // Neither keeps the engine alive: stdin does, and its EOF ends the engine as before.
  heartbeat.unref();
  pipe.unref();
  pipe.on('end', end);
  pipe.on('close', end);
  pipe.on('error', end);
  pipe.resume();
}
