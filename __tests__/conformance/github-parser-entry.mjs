// The entry that __tests__/conformance/github-parser.ts bundles with ncc (GitHub's parser imports its
// JSON schemas without import attributes, which plain Node 20 and 24 refuse; the bundle inlines
// them). It reads [{kind: "action" | "workflow", name, content}] as JSON on stdin and prints, for
// each document in order, its errors as {message, line, column} (1-based; 0 when the parser gives
// no range). A workflow is also converted (convertWorkflowTemplate), which adds the errors GitHub
// reports only then (unknown `needs`, bad matrix, …).
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/index';

function located(errors) {
  return errors.map((e) => ({ message: e.message, line: e.range?.start.line ?? 0, column: e.range?.start.column ?? 0 }));
}

async function check({ kind, name, content }) {
  const trace = new NoOperationTraceWriter();
  if (kind === 'action') {
    const result = parseAction({ name, content }, trace);
    return located(result.context.errors.getErrors());
  }
  const result = parseWorkflow({ name, content }, trace);
  if (result.value !== undefined && result.context.errors.getErrors().length === 0) {
    await convertWorkflowTemplate(result.context, result.value);
  }
  return located(result.context.errors.getErrors());
}

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const documents = JSON.parse(input);
const out = [];
for (const document of documents) out.push(await check(document));
process.stdout.write(JSON.stringify(out));
