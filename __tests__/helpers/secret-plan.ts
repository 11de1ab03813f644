/** A small plan whose only secret reference, `{"$secret": NAME}`, sits at a known line and column (secret allow-list tests). */
export function secretPlan(name: string): string {
  return [
    '{',
    '  "schema": "plasmate.agent-workflow.v1",',
    '  "name": "secret reference",',
    '  "steps": [',
    `    { "id": "open", "tool": "open_page", "arguments": { "url": "http://127.0.0.1:9/", "note": { "$secret": "${name}" } } }`,
    '  ]',
    '}',
  ].join('\n');
}
/** 1-based line and column of the reference's name (the string value) in `secretPlan(name)`. */
export function nameLocation(name: string): { line: number; column: number } {
  return { line: 5, column: secretPlan(name).split('\n')[4]!.indexOf(`"${name}"`) + 1 };
}

