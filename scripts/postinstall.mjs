// `npm install`'s postinstall: in this repository's own checkout, apply patches/ with patch-package
// (the build refuses an unpatched tree: scripts/build.mjs). Installed as a package (from a tarball or
// `github:OWNER/REPO#SHA`), it has no patches/ and no dependencies — it ships its bundles, already
// built from the patched sources — so there is nothing to do, and patch-package is not there to do it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, 'patches'))) {
  const require = createRequire(join(root, 'package.json'));
  const cli = join(dirname(require.resolve('patch-package/package.json')), 'index.js');
  execFileSync(process.execPath, [cli, '--error-on-fail'], { cwd: root, stdio: 'inherit' });
}
