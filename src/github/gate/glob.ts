/**
 * The `plans` globs over a pull request's changed paths, where there is no checkout to expand them
 * against. picomatch is the matcher tinyglobby uses for local files, so a glob means the same on a
 * pull request and on a push.
 */
import picomatch from 'picomatch';

/** Null when there are no globs (every changed plan counts). */
export function planPathMatcher(globs: readonly string[]): ((path: string) => boolean) | null {
  if (globs.length === 0) return null;
  const isMatch = picomatch(globs.map(stripDotSlash));
  return (path) => isMatch(stripDotSlash(path));
}

function stripDotSlash(path: string): string {
  return path.replace(/^\.\//, '');
}
