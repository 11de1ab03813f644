/**
 * The watch's issue bodies (src/github/gate/drift-issues.ts): page and plan text never becomes
 * markup (no link, image, mention, heading or HTML comment that could end the machine block), the
 * machine block reads back only in its exact shape, and the history stays bounded.
 */
import { issueBody, issueData, issueMarker, ledgerBody, ledgerJsonOf, LEDGER_MARKER, MAX_HISTORY, nextIssueData, type DriftReport } from '../../src/github/gate/drift-issues.js';

const FP = 'a'.repeat(64);
const HOSTILE = '[click](https://evil.example) ![x](https://evil.example/i.png) @maintainers <!-- --> \n# Heading `tick` |pipe|';

function report(text: string): DriftReport {
  return {
    file: `plans/${text}.json`, name: text, fingerprint: FP, state: 'drifted', runUrl: null,
    findings: [{ step: 1, stepId: 'buy', line: 9, column: 5, failureClass: 'element_not_found', reason: text, suggestion: `no single suggestion for the button ${JSON.stringify(text)}` }],
  };
}

test('hostile page and plan text in every field is shown inert', () => {
  const full = issueBody(report(HOSTILE), nextIssueData(null, { at: '2026-12-04T00:00:00.000Z', fingerprint: FP, state: 'drifted' }));
  // What GitHub would parse as Markdown: everything outside code spans (whose text is shown as it is).
  const body = full.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');
  expect(body).not.toMatch(/(^|[^\\])\[click\]\(/);
  expect(body).not.toMatch(/(^|[^\\])!\[x\]/);
  expect(body).not.toMatch(/(^|[^`\\\u200b])@maintainers/m);
  expect(body).not.toMatch(/^# Heading/m);
  // Only our own two comments: the marker and the machine block.
  expect(body.match(/(^|[^\\])<!--/gm)).toHaveLength(2);
  expect(issueData(full)).toEqual({ since: '2026-12-04T00:00:00.000Z', history: [['2026-12-04T00:00:00.000Z', FP, 'drifted']].map(([at, fingerprint, state]) => ({ at, fingerprint, state })) });
});

test('the marker names the file by hash, so no path forges another plan\'s; the block reads only in its shape', () => {
  expect(issueMarker('plans/a.json')).not.toContain('plans/a.json');
  expect(issueMarker('plans/a.json')).not.toBe(issueMarker('plans/b.json'));
  expect(issueData('no block')).toBeNull();
  expect(issueData('<!-- plasmate-drift-data\n{"v":2,"since":"x","history":[]}\n-->')).toBeNull();
  expect(issueData(`<!-- plasmate-drift-data\n{"v":1,"since":"x","history":[["t","${FP}","drifted"],["t","short","drifted"],["t","${FP}","owned"]]}\n-->`)!.history).toHaveLength(1);
});

test('the history keeps the last MAX_HISTORY runs and the first failure\'s time', () => {
  let data = nextIssueData(null, { at: 't0', fingerprint: FP, state: 'drifted' });
  for (let i = 1; i < 30; i++) data = nextIssueData(data, { at: `t${i}`, fingerprint: FP, state: 'drifted' });
  expect(data.since).toBe('t0');
  expect(data.history).toHaveLength(MAX_HISTORY);
  expect(data.history.at(-1)!.at).toBe('t29');
});

test('the ledger reads back only from a body that opens with its marker', () => {
  const body = ledgerBody('{"schema":"plasmate.drift-ledger.v1","plans":{}}');
  expect(body.startsWith(LEDGER_MARKER)).toBe(true);
  expect(ledgerJsonOf(body)).toEqual({ schema: 'plasmate.drift-ledger.v1', plans: {} });
  expect(ledgerJsonOf(`quoted:\n${body}`)).toBeNull();
});
