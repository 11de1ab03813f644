// The `jsdom` the tests import (jest.config.js maps it here): see outer.cjs. Its exports are named
// one by one so Jest's ESM loader sees them; a jsdom with other exports fails here, not silently.
const jsdom = require('./outer.cjs')('');
const names = ['JSDOM', 'VirtualConsole', 'CookieJar', 'requestInterceptor', 'toughCookie'];
if (Object.keys(jsdom).join() !== names.join()) throw new Error(`jsdom's exports changed: ${Object.keys(jsdom).join(', ')}; update ${__filename}`);
exports.JSDOM = jsdom.JSDOM;
exports.VirtualConsole = jsdom.VirtualConsole;
exports.CookieJar = jsdom.CookieJar;
exports.requestInterceptor = jsdom.requestInterceptor;
exports.toughCookie = jsdom.toughCookie;
