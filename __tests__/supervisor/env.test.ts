import { buildChildEnv } from '../../src/supervisor/env.js';

describe('buildChildEnv', () => {
  const parent = {
    PATH: '/usr/bin', TMPDIR: '/tmp', HOME: '/root', GITHUB_TOKEN: 't', INPUT_PLAN: 'p', ACTIONS_RUNTIME_TOKEN: 'a',
    PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1', PLASMATE_ICU_DATA: '/icu', WINDIR: undefined,
  };

  it('starts empty, restores only the listed names that are set, and adds the supervision variables', () => {
    expect(buildChildEnv(parent, 1024)).toEqual({
      PATH: '/usr/bin', TMPDIR: '/tmp', PLASMATE_ICU_DATA: '/icu',
      PLASMATE_SUPERVISED_WORKER: '1', PLASMATE_WORKER_MEMORY_LIMIT_BYTES: '1024',
    });
  });

  it('adds the private-network opt-in only when the runner asks for it', () => {
    expect(buildChildEnv(parent, 0, { PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' }).PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK).toBe('1');
    expect(buildChildEnv(parent, 0)).not.toHaveProperty('PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK');
  });
});
