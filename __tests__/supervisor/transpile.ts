/**
 * Builds plain ESM JavaScript of some src/ modules into a temp dir (typescript's transpileModule,
 * no bundling, no type check), so that a separate Node process can run the real supervisor —
 * needed to send our own process SIGTERM without killing the test runner.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

export function transpileSources(dirs: string[], outDir: string): void {
  const root = process.cwd();
  for (const dir of dirs) {
    for (const name of readdirSync(join(root, dir), { recursive: true }) as string[]) {
      if (!name.endsWith('.ts')) continue;
      const source = join(root, dir, name);
      const output = join(outDir, relative(root, source)).replace(/\.ts$/, '.js');
      const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      mkdirSync(dirname(output), { recursive: true });
      writeFileSync(output, outputText);
    }
  }
  writeFileSync(join(outDir, 'package.json'), '{"type":"module"}\n');
  symlinkSync(join(root, 'node_modules'), join(outDir, 'node_modules'));
}
