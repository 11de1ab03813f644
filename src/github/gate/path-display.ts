/**
 * Changed file names as a reviewer sees them. Git allows any byte but NUL in a name, and a PR
 * author chooses them: a right-to-left override (U+202E) makes `plans/nosj.evil` read as another
 * name, and a one-dot leader (U+2024) makes `plans/․․/a.json` look like a path that climbs out of
 * `plans/`. Names with bidirectional controls or C1 controls are refused (pull-request.ts) and
 * shown escaped; any other non-ASCII character in a plan path is flagged in the summary, named.
 */

/** Bidirectional formatting characters (Unicode's Bidi_Control property): they reorder what is displayed. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** C1 control characters (U+0080–U+009F): invisible, and some terminals act on them. */
const C1_CONTROL = /[\u0080-\u009f]/u;
/** Characters shown as escapes wherever a path is displayed: every control, bidi control and invisible format character. */
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/** Why a name would mislead a reviewer, or null. */
export function misleadingPathCharacter(path: string): string | null {
  if (BIDI_CONTROL.test(path)) return 'a bidirectional control character';
  if (C1_CONTROL.test(path)) return 'a C1 control character';
  return null;
}

function codePoint(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The path with every control and invisible character shown as `\u{…}`: what is displayed is what is there. */
export function visiblePath(path: string): string {
  return path.replace(HIDDEN, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

/**
 * A summary note for plan paths with characters beyond ASCII (look-alikes of `.`, `/`, letters),
 * naming each character, or null when every path is ASCII.
 */
export function nonAsciiPathNote(paths: readonly string[]): string | null {
  const flagged = paths.flatMap((p) => {
    const chars = [...new Set([...p].filter((c) => c.codePointAt(0)! > 0x7e))];
    return chars.length === 0 ? [] : [`${visiblePath(p)} (${chars.map(codePoint).join(', ')})`];
  });
  if (flagged.length === 0) return null;
  return `Plan paths with characters beyond ASCII, which can look like other characters (a one-dot leader like \`.\`, a fraction slash like \`/\`): ${flagged.join('; ')}. Check each is the path it looks like.`;
}
