/**
 * Path globs for filtering a PR's changed files by the `plans` input, where there is no checkout
 * to expand them against: `**` (any number of directories), `*` and `?` (within one segment),
 * `{a,b}` alternatives, `[...]` classes. The same syntax tinyglobby expands for local files.
 */
export function globToRegExp(pattern: string): RegExp {
  const glob = pattern.replace(/^\.\//, '');
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        // `**/` matches zero or more directories; a trailing `**` matches the rest of the path.
        if (glob[i + 2] === '/') {
          out += '(?:[^/]*/)*';
          i += 2;
        } else {
          out += '.*';
          i += 1;
        }
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) out += '\\[';
      else {
        out += `[${glob.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else out += c.replace(/[.+^$()|\\\]]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

export function matchesAny(path: string, globs: readonly RegExp[]): boolean {
  return globs.some((g) => g.test(path.replace(/^\.\//, '')));
}
