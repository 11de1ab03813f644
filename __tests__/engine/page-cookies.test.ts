// The page's cookie jar against the session's (src/engine/page-cookies.ts), with jsdom's own jar
// (tough-cookie) and document.cookie's own calls: what a script may see and write back.
import { CookieJar as PageCookieJar } from 'jsdom';
import { CookieJar } from '../../src/engine/cookies.js';
import { cookiesWrittenByScripts, seedPageJar, type PageJar } from '../../src/engine/page-cookies.js';

const URL_ = 'http://127.0.0.1:8000/account/home';
/** document.cookie's getter and setter, as jsdom's Document calls the jar. */
const read = (jar: PageCookieJar): string => jar.getCookieStringSync(URL_, { http: false });
const write = (jar: PageCookieJar, line: string): void => {
  jar.setCookieSync(line, URL_, { http: false, ignoreError: true });
};

function sessionWithCookies(): CookieJar {
  const session = new CookieJar();
  session.storeSetCookie(new URL(URL_), ['sid=server; Path=/; HttpOnly; SameSite=Strict', 'theme=dark; Path=/']);
  session.setFromTool([{ name: 'tool', value: 'secret', url: URL_, httpOnly: true, sameSite: 'None', expires: Math.floor(Date.now() / 1000) + 60 }]);
  return session;
}

test('the page sees only non-HttpOnly cookies, and folds back only what scripts wrote, never over an HttpOnly name', () => {
  const session = sessionWithCookies();
  const jar = new PageCookieJar();
  const baseline = seedPageJar(jar as unknown as PageJar, session, URL_);
  expect(read(jar)).toBe('theme=dark');
  expect(cookiesWrittenByScripts(jar as unknown as PageJar, baseline, session, URL_)).toEqual([]);
  write(jar, 'sid=overwritten; Path=/');
  write(jar, 'tool=overwritten; Path=/');
  write(jar, 'sid=shadow; Path=/account');
  write(jar, 'made=1; Path=/; HttpOnly');
  write(jar, 'theme=light; Path=/');
  write(jar, 'fresh=1; Path=/account');
  expect(read(jar).split('; ').sort()).toEqual(['fresh=1', 'sid=shadow', 'theme=light']);
  const written = cookiesWrittenByScripts(jar as unknown as PageJar, baseline, session, URL_);
  expect(written.map((c) => `${c.name}=${c.value}@${c.domain}${c.path}`).sort()).toEqual(['fresh=1@127.0.0.1/account', 'theme=light@127.0.0.1/']);
  expect(written.every((c) => !c.httpOnly)).toBe(true);
});

test('seeding keeps every flag the page jar can hold', () => {
  const session = sessionWithCookies();
  const jar = new PageCookieJar();
  seedPageJar(jar as unknown as PageJar, session, URL_);
  const held = jar.getCookiesSync(URL_).map((c) => [c.key, c.httpOnly, String(c.sameSite), c.hostOnly, c.path]);
  expect(held.sort()).toEqual([
    ['sid', true, 'strict', true, '/'],
    ['theme', false, 'lax', true, '/'],
    ['tool', true, 'none', false, '/'],
  ]);
  const expires = jar.getCookiesSync(URL_).find((c) => c.key === 'tool')?.expires as { getTime(): number } | undefined;
  expect(Math.abs((expires?.getTime() ?? 0) / 1000 - session.list().find((c) => c.name === 'tool')!.expires!)).toBeLessThan(1);
});
