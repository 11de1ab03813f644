// jsdom or a module inside it (`subpath` '' is jsdom itself) as environment.cjs provides it: the
// worker's shared copy, or for an `@own-jsdom` file the package loaded by this file's registry (an
// absolute path, which jest.config.js's mapping of `jsdom` does not match).
const jsdom = globalThis[Symbol.for('plasmate.test.sharedJsdom')];
if (jsdom === undefined) throw new Error('jsdom is mapped to the shared copy, but the test environment is not __tests__/helpers/outer-jsdom/environment.cjs');
module.exports = (subpath) => (jsdom.shared ? jsdom.load(subpath) : require(jsdom.resolve(subpath)));
