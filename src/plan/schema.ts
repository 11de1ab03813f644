/**
 * The plan JSON Schema (draft-07, for editors and ajv). schemas/plasmate.agent-workflow.v1.json is
 * this object written out by `npm run build`, and a test keeps the two identical.
 */
export const PLAN_JSON_SCHEMA = {
  "$schema": "http://json-schema.org/draft-07/schema#",
  "title": "Plasmate agent workflow plan v1",
  "description": "A bounded list of stateful MCP browser tool calls run by `plasmate agent-run`. This schema covers structure; the policy rules it cannot express (open_page first and once, unique step ids, session_id/trace injection, secret references, the workflow/step timeout relation, integer literals, argument size, approvals and opt-ins) are enforced by the validator and named in its problems.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "schema",
    "name",
    "steps"
  ],
  "properties": {
    "schema": {
      "description": "The plan schema identifier.",
      "const": "plasmate.agent-workflow.v1"
    },
    "name": {
      "description": "1-128 bytes of ASCII letters, digits, space, '.', '_' and '-'.",
      "type": "string",
      "pattern": "^[A-Za-z0-9 ._-]{1,128}$"
    },
    "trace": {
      "description": "Passed to open_page as `trace`.",
      "type": "boolean",
      "default": false
    },
    "limits": {
      "description": "Deadlines and resource bounds; each missing field takes its default.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "step_timeout_ms": {
          "type": "integer",
          "minimum": 10,
          "maximum": 60000,
          "default": 10000
        },
        "workflow_timeout_ms": {
          "description": "At least step_timeout_ms.",
          "type": "integer",
          "minimum": 10,
          "maximum": 600000,
          "default": 60000
        },
        "response_bytes": {
          "description": "Maximum bytes of one child stdout line.",
          "type": "integer",
          "minimum": 1024,
          "maximum": 1048576,
          "default": 524288
        },
        "stderr_bytes": {
          "description": "Child stderr kept in memory at most; never reported.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1048576,
          "default": 65536
        },
        "memory_mb": {
          "description": "0 = no ceiling; else the child's memory ceiling in MiB, set by the runner per child (Linux, prlimit): V8 heap limits under a data-segment limit for the Node reference engine, an address-space limit for a Plasmate binary.",
          "type": "integer",
          "minimum": 0,
          "maximum": 16384,
          "default": 0
        },
        "fail_fast": {
          "type": "boolean",
          "default": true
        }
      }
    },
    "steps": {
      "type": "array",
      "minItems": 1,
      "maxItems": 64,
      "items": {
        "$ref": "#/definitions/step"
      }
    }
  },
  "definitions": {
    "step": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "tool"
      ],
      "properties": {
        "id": {
          "description": "1-64 bytes of ASCII letters, digits, space, '.', '_' and '-'; unique in the plan.",
          "type": "string",
          "pattern": "^[A-Za-z0-9 ._-]{1,64}$"
        },
        "tool": {
          "description": "A stateful browser tool. close_page is runner-owned and not allowed.",
          "enum": [
            "open_page",
            "navigate_to",
            "click",
            "type_text",
            "select_option",
            "scroll",
            "toggle",
            "clear",
            "evaluate",
            "get_cookies",
            "set_cookies",
            "clear_cookies",
            "trace_status",
            "trace_export",
            "trace_clear",
            "replay_validate"
          ]
        },
        "arguments": {
          "description": "Tool arguments. Never session_id (runner-owned), nor trace for open_page. Secrets only as {\"$secret\": \"NAME\"}.",
          "type": "object",
          "default": {}
        },
        "expect": {
          "type": "object",
          "additionalProperties": false,
          "default": {
            "is_error": false
          },
          "properties": {
            "is_error": {
              "type": "boolean",
              "default": false
            },
            "json_pointer": {
              "description": "Empty, or a JSON Pointer starting with '/', into the first text result.",
              "type": [
                "string",
                "null"
              ]
            },
            "equals": {
              "description": "JSON value the pointed value must equal; needs json_pointer. null means absent."
            }
          }
        }
      }
    }
  }
} as const;
