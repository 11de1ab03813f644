import { checkResponse, TransportFailure } from '../../src/mcp/transport.js';

function classOf(line: string, id = 3): string {
  try {
    checkResponse(Buffer.from(line), id);
    return 'ok';
  } catch (error) {
    return error instanceof TransportFailure ? error.failureClass : String(error);
  }
}

describe('checkResponse (docs/contract/engine.md §11.2, in order)', () => {
  it.each([
    ['{"jsonrpc":"2.0","id":3,"result":{}}', 'ok'],
    ['{"jsonrpc":"2.0","id":3,"result":{"content":[]}}\r', 'ok'],
    ['not json', 'malformed_response'],
    ['{"jsonrpc":"2.0","id":3,"result":{}', 'malformed_response'],
    ['5', 'protocol_mismatch'],
    ['{"jsonrpc":"1.0","id":3,"result":{}}', 'protocol_mismatch'],
    ['{"jsonrpc":"2.0","id":4,"result":{}}', 'protocol_mismatch'],
    ['{"jsonrpc":"2.0","id":"3","result":{}}', 'protocol_mismatch'],
    ['{"jsonrpc":"2.0","result":{}}', 'protocol_mismatch'],
    ['{"jsonrpc":"2.0","method":"notifications/message","params":{}}', 'protocol_mismatch'],
    ['{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"x"}}', 'json_rpc_error'],
    ['{"jsonrpc":"2.0","id":3,"error":{"code":1,"message":"x"},"result":{}}', 'json_rpc_error'],
    ['{"jsonrpc":"2.0","id":3}', 'missing_result'],
    ['{"jsonrpc":"2.0","id":3,"result":null}', 'missing_result'],
  ])('%s → %s', (line, expected) => {
    expect(classOf(line)).toBe(expected);
  });
});
