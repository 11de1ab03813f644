/** The evidence on disk: pretty JSON (at most 2 MiB, written atomically) and its Markdown beside it. */
import { writeFileAtomic } from '../report/write.js';
import { MAX_REPORT_BYTES, type BenchmarkReport } from './evidence.js';
import { renderBenchmarkMarkdown } from './markdown.js';

export class EvidenceTooLarge extends Error {
  constructor() {
    super(`the benchmark evidence is larger than ${MAX_REPORT_BYTES} bytes; nothing was written`);
    this.name = 'EvidenceTooLarge';
  }
}

/**
 * Writes both files (only the JSON when `markdownPath` is null: the caller prints the Markdown), or neither when the evidence is over the bound (EvidenceTooLarge). Returns the
 * Markdown, which names the evidence as `shownJsonPath` (the path a reader of the summary knows).
 */
export async function writeEvidence(report: BenchmarkReport, jsonPath: string, markdownPath: string | null, shownJsonPath: string): Promise<string> {
  const json = `${JSON.stringify(report, null, 2)}\n`;
  if (Buffer.byteLength(json) > MAX_REPORT_BYTES) throw new EvidenceTooLarge();
  const markdown = renderBenchmarkMarkdown(report, shownJsonPath);
  await writeFileAtomic(jsonPath, json);
  if (markdownPath !== null) await writeFileAtomic(markdownPath, markdown);
  return markdown;
}
