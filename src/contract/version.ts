/** The tool's name and version as evidence reports them; a test keeps the version equal to package.json's. */
export const TOOL_NAME = 'plasmate-agent-workflow-action';
export const TOOL_VERSION = '0.1.0';
