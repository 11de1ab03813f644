import { BoundedLineSplitter, type LineEvent } from '../../src/supervisor/line-splitter.js';

function drain(splitter: BoundedLineSplitter): LineEvent[] {
  const events: LineEvent[] = [];
  for (let event = splitter.next(); event !== null; event = splitter.next()) {
    events.push(event);
    if (event.kind === 'eof' || event.kind === 'read_error') break;
  }
  return events;
}

const text = (events: LineEvent[]) => events.map((e) => (e.kind === 'line' ? e.bytes.toString() : `<${e.kind}>`));

describe('BoundedLineSplitter', () => {
  it('splits on \\n, keeps \\r, and joins lines across chunks', () => {
    const s = new BoundedLineSplitter(100);
    s.feed(Buffer.from('one\r\ntw'));
    expect(text(drain(s))).toEqual(['one\r']);
    s.feed(Buffer.from('o\nthree\n'));
    expect(text(drain(s))).toEqual(['two', 'three']);
  });

  it('accepts a line of exactly the bound and cuts one byte more, discarding up to its newline', () => {
    const s = new BoundedLineSplitter(8);
    s.feed(Buffer.from('12345678\n123456789\nnext\n'));
    expect(text(drain(s))).toEqual(['12345678', '<oversized>', 'next']);
  });

  it('reports oversized as soon as a line without newline crosses the bound, then discards it', () => {
    const s = new BoundedLineSplitter(8);
    s.feed(Buffer.from('xxxxx'));
    expect(drain(s)).toEqual([]);
    s.feed(Buffer.from('xxxxx'));
    expect(text(drain(s))).toEqual(['<oversized>']);
    s.feed(Buffer.from('x'.repeat(1000)));
    expect(drain(s)).toEqual([]);
    s.feed(Buffer.from('x\nok\n'));
    expect(text(drain(s))).toEqual(['ok']);
  });

  it('emits a partial last line at EOF, then a sticky EOF', () => {
    const s = new BoundedLineSplitter(100);
    s.feed(Buffer.from('a\nlast'));
    s.end();
    expect(text(drain(s))).toEqual(['a', 'last', '<eof>']);
    expect(text(drain(s))).toEqual(['<eof>']);
  });

  it('hands out one event at a time and holds the rest of the chunk unparsed', () => {
    const s = new BoundedLineSplitter(100);
    s.feed(Buffer.from('1\n2\n3\n'));
    expect(s.next()).toEqual({ kind: 'line', bytes: Buffer.from('1') });
    expect(s.hasPending).toBe(true);
    expect(() => s.feed(Buffer.from('4\n'))).toThrow();
  });
});
