(function () {'use strict';
       const id = 210;
       const ids = [210];
       const modules = {

/***/ 11869:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



const conversions = __webpack_require__(38517);
const utils = __webpack_require__(55289);

const BlobPropertyBag = __webpack_require__(51764);
const ctorRegistrySymbol = utils.ctorRegistrySymbol;

const interfaceName = "Blob";

exports.is = value => {
  return utils.isObject(value) && utils.hasImpl(value) && utils.implOf(value) instanceof Impl.implementation;
};
exports.isImpl = value => {
  return utils.isObject(value) && value instanceof Impl.implementation;
};
exports.convert = (globalObject, value, { context = "The provided value" } = {}) => {
  if (exports.is(value)) {
    return utils.implForWrapper(value);
  }
  throw new globalObject.TypeError(`${context} is not of type 'Blob'.`);
};

function makeWrapper(globalObject, newTarget) {
  let proto;
  if (newTarget !== undefined) {
    proto = newTarget.prototype;
  }

  if (!utils.isObject(proto)) {
    proto = globalObject[ctorRegistrySymbol]["Blob"].prototype;
  }

  return Object.create(proto);
}

exports.create = (globalObject, constructorArgs, privateData) => {
  const wrapper = makeWrapper(globalObject);
  return exports.setup(wrapper, globalObject, constructorArgs, privateData);
};

exports.createImpl = (globalObject, constructorArgs, privateData) => {
  const wrapper = exports.create(globalObject, constructorArgs, privateData);
  return utils.implForWrapper(wrapper);
};

exports._internalSetup = (wrapper, globalObject) => {};

exports.setup = (wrapper, globalObject, constructorArgs = [], privateData = {}) => {
  privateData.wrapper = wrapper;

  exports._internalSetup(wrapper, globalObject);
  utils.linkImpl(wrapper, new Impl.implementation(globalObject, constructorArgs, privateData));

  utils.linkWrapper(utils.implOf(wrapper), wrapper);
  if (Impl.init) {
    Impl.init(utils.implOf(wrapper));
  }
  return wrapper;
};

exports["new"] = (globalObject, newTarget) => {
  const wrapper = makeWrapper(globalObject, newTarget);

  exports._internalSetup(wrapper, globalObject);
  utils.linkImpl(wrapper, Object.create(Impl.implementation.prototype));

  utils.linkWrapper(utils.implOf(wrapper), wrapper);
  if (Impl.init) {
    Impl.init(utils.implOf(wrapper));
  }
  return utils.implOf(wrapper);
};

const exposed = new Set(["Window", "Worker"]);

exports.install = (globalObject, globalNames) => {
  if (!globalNames.some(globalName => exposed.has(globalName))) {
    return;
  }

  const ctorRegistry = utils.initCtorRegistry(globalObject);
  class Blob {
    constructor() {
      const args = [];
      {
        let curArg = arguments[0];
        if (curArg !== undefined) {
          if (!utils.isObject(curArg)) {
            throw new globalObject.TypeError("Failed to construct 'Blob': parameter 1" + " is not an iterable object.");
          } else {
            const V = [];
            const tmp = curArg;
            for (let nextItem of tmp) {
              if (exports.is(nextItem)) {
                nextItem = utils.implForWrapper(nextItem);
              } else if (utils.isArrayBuffer(nextItem)) {
                nextItem = conversions["ArrayBuffer"](nextItem, {
                  context: "Failed to construct 'Blob': parameter 1" + "'s element",
                  globals: globalObject
                });
              } else if (ArrayBuffer.isView(nextItem)) {
                nextItem = conversions["ArrayBufferView"](nextItem, {
                  context: "Failed to construct 'Blob': parameter 1" + "'s element",
                  globals: globalObject
                });
              } else {
                nextItem = conversions["USVString"](nextItem, {
                  context: "Failed to construct 'Blob': parameter 1" + "'s element",
                  globals: globalObject
                });
              }
              V.push(nextItem);
            }
            curArg = V;
          }
        }
        args.push(curArg);
      }
      {
        let curArg = arguments[1];
        curArg = BlobPropertyBag.convert(globalObject, curArg, { context: "Failed to construct 'Blob': parameter 2" });
        args.push(curArg);
      }
      return exports.setup(Object.create(new.target.prototype), globalObject, args);
    }

    slice() {
      const esValue = this !== null && this !== undefined ? this : globalObject;
      if (!exports.is(esValue)) {
        throw new globalObject.TypeError("'slice' called on an object that is not a valid instance of Blob.");
      }
      const args = [];
      {
        let curArg = arguments[0];
        if (curArg !== undefined) {
          curArg = conversions["long long"](curArg, {
            context: "Failed to execute 'slice' on 'Blob': parameter 1",
            globals: globalObject,
            clamp: true
          });
        }
        args.push(curArg);
      }
      {
        let curArg = arguments[1];
        if (curArg !== undefined) {
          curArg = conversions["long long"](curArg, {
            context: "Failed to execute 'slice' on 'Blob': parameter 2",
            globals: globalObject,
            clamp: true
          });
        }
        args.push(curArg);
      }
      {
        let curArg = arguments[2];
        if (curArg !== undefined) {
          curArg = conversions["DOMString"](curArg, {
            context: "Failed to execute 'slice' on 'Blob': parameter 3",
            globals: globalObject
          });
        }
        args.push(curArg);
      }
      return utils.tryWrapperForImpl(utils.implOf(esValue).slice(...args));
    }

    text() {
      try {
        const esValue = this !== null && this !== undefined ? this : globalObject;
        if (!exports.is(esValue)) {
          throw new globalObject.TypeError("'text' called on an object that is not a valid instance of Blob.");
        }

        return utils.tryWrapperForImpl(utils.implOf(esValue).text());
      } catch (e) {
        return globalObject.Promise.reject(e);
      }
    }

    arrayBuffer() {
      try {
        const esValue = this !== null && this !== undefined ? this : globalObject;
        if (!exports.is(esValue)) {
          throw new globalObject.TypeError("'arrayBuffer' called on an object that is not a valid instance of Blob.");
        }

        return utils.tryWrapperForImpl(utils.implOf(esValue).arrayBuffer());
      } catch (e) {
        return globalObject.Promise.reject(e);
      }
    }

    bytes() {
      try {
        const esValue = this !== null && this !== undefined ? this : globalObject;
        if (!exports.is(esValue)) {
          throw new globalObject.TypeError("'bytes' called on an object that is not a valid instance of Blob.");
        }

        return utils.tryWrapperForImpl(utils.implOf(esValue).bytes());
      } catch (e) {
        return globalObject.Promise.reject(e);
      }
    }

    get size() {
      const esValue = this !== null && this !== undefined ? this : globalObject;

      if (!exports.is(esValue)) {
        throw new globalObject.TypeError("'get size' called on an object that is not a valid instance of Blob.");
      }

      return utils.implOf(esValue)["size"];
    }

    get type() {
      const esValue = this !== null && this !== undefined ? this : globalObject;

      if (!exports.is(esValue)) {
        throw new globalObject.TypeError("'get type' called on an object that is not a valid instance of Blob.");
      }

      return utils.implOf(esValue)["type"];
    }
  }
  Object.defineProperties(Blob.prototype, {
    slice: { enumerable: true },
    text: { enumerable: true },
    arrayBuffer: { enumerable: true },
    bytes: { enumerable: true },
    size: { enumerable: true },
    type: { enumerable: true },
    [Symbol.toStringTag]: { value: "Blob", configurable: true }
  });
  ctorRegistry[interfaceName] = Blob;

  Object.defineProperty(globalObject, interfaceName, {
    configurable: true,
    writable: true,
    value: Blob
  });
};

const Impl = __webpack_require__(81414);


/***/ }),

/***/ 51764:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



const conversions = __webpack_require__(38517);
const utils = __webpack_require__(55289);

const EndingType = __webpack_require__(81625);

exports._convertInherit = (globalObject, obj, ret, { context = "The provided value" } = {}) => {
  {
    const key = "endings";
    let value = obj === undefined || obj === null ? undefined : obj[key];
    if (value !== undefined) {
      value = EndingType.convert(globalObject, value, { context: context + " has member 'endings' that" });

      ret[key] = value;
    } else {
      ret[key] = "transparent";
    }
  }

  {
    const key = "type";
    let value = obj === undefined || obj === null ? undefined : obj[key];
    if (value !== undefined) {
      value = conversions["DOMString"](value, { context: context + " has member 'type' that", globals: globalObject });

      ret[key] = value;
    } else {
      ret[key] = "";
    }
  }
};

exports.convert = (globalObject, obj, { context = "The provided value" } = {}) => {
  if (obj !== undefined && typeof obj !== "object" && typeof obj !== "function") {
    throw new globalObject.TypeError(`${context} is not an object.`);
  }

  const ret = Object.create(null);
  exports._convertInherit(globalObject, obj, ret, { context });
  return ret;
};


/***/ }),

/***/ 99419:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



const conversions = __webpack_require__(38517);
const utils = __webpack_require__(55289);

const ctorRegistrySymbol = utils.ctorRegistrySymbol;

const interfaceName = "DOMException";

exports.is = value => {
  return utils.isObject(value) && utils.hasImpl(value) && utils.implOf(value) instanceof Impl.implementation;
};
exports.isImpl = value => {
  return utils.isObject(value) && value instanceof Impl.implementation;
};
exports.convert = (globalObject, value, { context = "The provided value" } = {}) => {
  if (exports.is(value)) {
    return utils.implForWrapper(value);
  }
  throw new globalObject.TypeError(`${context} is not of type 'DOMException'.`);
};

function makeWrapper(globalObject, newTarget) {
  let proto;
  if (newTarget !== undefined) {
    proto = newTarget.prototype;
  }

  if (!utils.isObject(proto)) {
    proto = globalObject[ctorRegistrySymbol]["DOMException"].prototype;
  }

  return Object.create(proto);
}

exports.create = (globalObject, constructorArgs, privateData) => {
  const wrapper = makeWrapper(globalObject);
  return exports.setup(wrapper, globalObject, constructorArgs, privateData);
};

exports.createImpl = (globalObject, constructorArgs, privateData) => {
  const wrapper = exports.create(globalObject, constructorArgs, privateData);
  return utils.implForWrapper(wrapper);
};

exports._internalSetup = (wrapper, globalObject) => {};

exports.setup = (wrapper, globalObject, constructorArgs = [], privateData = {}) => {
  privateData.wrapper = wrapper;

  exports._internalSetup(wrapper, globalObject);
  utils.linkImpl(wrapper, new Impl.implementation(globalObject, constructorArgs, privateData));

  utils.linkWrapper(utils.implOf(wrapper), wrapper);
  if (Impl.init) {
    Impl.init(utils.implOf(wrapper));
  }
  return wrapper;
};

exports["new"] = (globalObject, newTarget) => {
  const wrapper = makeWrapper(globalObject, newTarget);

  exports._internalSetup(wrapper, globalObject);
  utils.linkImpl(wrapper, Object.create(Impl.implementation.prototype));

  utils.linkWrapper(utils.implOf(wrapper), wrapper);
  if (Impl.init) {
    Impl.init(utils.implOf(wrapper));
  }
  return utils.implOf(wrapper);
};

const exposed = new Set(["Window", "Worker"]);

exports.install = (globalObject, globalNames) => {
  if (!globalNames.some(globalName => exposed.has(globalName))) {
    return;
  }

  const ctorRegistry = utils.initCtorRegistry(globalObject);
  class DOMException {
    constructor() {
      const args = [];
      {
        let curArg = arguments[0];
        if (curArg !== undefined) {
          curArg = conversions["DOMString"](curArg, {
            context: "Failed to construct 'DOMException': parameter 1",
            globals: globalObject
          });
        } else {
          curArg = "";
        }
        args.push(curArg);
      }
      {
        let curArg = arguments[1];
        if (curArg !== undefined) {
          curArg = conversions["DOMString"](curArg, {
            context: "Failed to construct 'DOMException': parameter 2",
            globals: globalObject
          });
        } else {
          curArg = "Error";
        }
        args.push(curArg);
      }
      return exports.setup(Object.create(new.target.prototype), globalObject, args);
    }

    get name() {
      const esValue = this !== null && this !== undefined ? this : globalObject;

      if (!exports.is(esValue)) {
        throw new globalObject.TypeError(
          "'get name' called on an object that is not a valid instance of DOMException."
        );
      }

      return utils.implOf(esValue)["name"];
    }

    get message() {
      const esValue = this !== null && this !== undefined ? this : globalObject;

      if (!exports.is(esValue)) {
        throw new globalObject.TypeError(
          "'get message' called on an object that is not a valid instance of DOMException."
        );
      }

      return utils.implOf(esValue)["message"];
    }

    get code() {
      const esValue = this !== null && this !== undefined ? this : globalObject;

      if (!exports.is(esValue)) {
        throw new globalObject.TypeError(
          "'get code' called on an object that is not a valid instance of DOMException."
        );
      }

      return utils.implOf(esValue)["code"];
    }
  }
  Object.defineProperties(DOMException.prototype, {
    name: { enumerable: true },
    message: { enumerable: true },
    code: { enumerable: true },
    [Symbol.toStringTag]: { value: "DOMException", configurable: true },
    INDEX_SIZE_ERR: { value: 1, enumerable: true },
    DOMSTRING_SIZE_ERR: { value: 2, enumerable: true },
    HIERARCHY_REQUEST_ERR: { value: 3, enumerable: true },
    WRONG_DOCUMENT_ERR: { value: 4, enumerable: true },
    INVALID_CHARACTER_ERR: { value: 5, enumerable: true },
    NO_DATA_ALLOWED_ERR: { value: 6, enumerable: true },
    NO_MODIFICATION_ALLOWED_ERR: { value: 7, enumerable: true },
    NOT_FOUND_ERR: { value: 8, enumerable: true },
    NOT_SUPPORTED_ERR: { value: 9, enumerable: true },
    INUSE_ATTRIBUTE_ERR: { value: 10, enumerable: true },
    INVALID_STATE_ERR: { value: 11, enumerable: true },
    SYNTAX_ERR: { value: 12, enumerable: true },
    INVALID_MODIFICATION_ERR: { value: 13, enumerable: true },
    NAMESPACE_ERR: { value: 14, enumerable: true },
    INVALID_ACCESS_ERR: { value: 15, enumerable: true },
    VALIDATION_ERR: { value: 16, enumerable: true },
    TYPE_MISMATCH_ERR: { value: 17, enumerable: true },
    SECURITY_ERR: { value: 18, enumerable: true },
    NETWORK_ERR: { value: 19, enumerable: true },
    ABORT_ERR: { value: 20, enumerable: true },
    URL_MISMATCH_ERR: { value: 21, enumerable: true },
    QUOTA_EXCEEDED_ERR: { value: 22, enumerable: true },
    TIMEOUT_ERR: { value: 23, enumerable: true },
    INVALID_NODE_TYPE_ERR: { value: 24, enumerable: true },
    DATA_CLONE_ERR: { value: 25, enumerable: true }
  });
  Object.defineProperties(DOMException, {
    INDEX_SIZE_ERR: { value: 1, enumerable: true },
    DOMSTRING_SIZE_ERR: { value: 2, enumerable: true },
    HIERARCHY_REQUEST_ERR: { value: 3, enumerable: true },
    WRONG_DOCUMENT_ERR: { value: 4, enumerable: true },
    INVALID_CHARACTER_ERR: { value: 5, enumerable: true },
    NO_DATA_ALLOWED_ERR: { value: 6, enumerable: true },
    NO_MODIFICATION_ALLOWED_ERR: { value: 7, enumerable: true },
    NOT_FOUND_ERR: { value: 8, enumerable: true },
    NOT_SUPPORTED_ERR: { value: 9, enumerable: true },
    INUSE_ATTRIBUTE_ERR: { value: 10, enumerable: true },
    INVALID_STATE_ERR: { value: 11, enumerable: true },
    SYNTAX_ERR: { value: 12, enumerable: true },
    INVALID_MODIFICATION_ERR: { value: 13, enumerable: true },
    NAMESPACE_ERR: { value: 14, enumerable: true },
    INVALID_ACCESS_ERR: { value: 15, enumerable: true },
    VALIDATION_ERR: { value: 16, enumerable: true },
    TYPE_MISMATCH_ERR: { value: 17, enumerable: true },
    SECURITY_ERR: { value: 18, enumerable: true },
    NETWORK_ERR: { value: 19, enumerable: true },
    ABORT_ERR: { value: 20, enumerable: true },
    URL_MISMATCH_ERR: { value: 21, enumerable: true },
    QUOTA_EXCEEDED_ERR: { value: 22, enumerable: true },
    TIMEOUT_ERR: { value: 23, enumerable: true },
    INVALID_NODE_TYPE_ERR: { value: 24, enumerable: true },
    DATA_CLONE_ERR: { value: 25, enumerable: true }
  });
  ctorRegistry[interfaceName] = DOMException;

  Object.defineProperty(globalObject, interfaceName, {
    configurable: true,
    writable: true,
    value: DOMException
  });
};

const Impl = __webpack_require__(81086);


/***/ }),

/***/ 81625:
/***/ ((__unused_webpack_module, exports) => {



const enumerationValues = new Set(["transparent", "native"]);
exports.enumerationValues = enumerationValues;

exports.convert = (globalObject, value, { context = "The provided value" } = {}) => {
  const string = `${value}`;
  if (!enumerationValues.has(string)) {
    throw new globalObject.TypeError(`${context} '${string}' is not a valid enumeration value for EndingType`);
  }
  return string;
};


/***/ }),

/***/ 3248:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



const conversions = __webpack_require__(38517);
const utils = __webpack_require__(55289);

const Blob = __webpack_require__(11869);
const FilePropertyBag = __webpack_require__(51643);
const ctorRegistrySymbol = utils.ctorRegistrySymbol;

const interfaceName = "File";

exports.is = value => {
  return utils.isObject(value) && utils.hasImpl(value) && utils.implOf(value) instanceof Impl.implementation;
};
exports.isImpl = value => {
  return utils.isObject(value) && value instanceof Impl.implementation;
};
exports.convert = (globalObject, value, { context = "The provided value" } = {}) => {
  if (exports.is(value)) {
    return utils.implForWrapper(value);
  }
  throw new globalObject.TypeError(`${context} is not of type 'File'.`);
};

function makeWrapper(globalObject, newTarget) {
  let proto;
  if (newTarget !== undefined) {
    proto = newTarget.prototype;
  }

  if (!utils.isObject(proto)) {
    proto = globalObject[ctorRegistrySymbol]["File"].prototype;
  }

  return Object.create(proto);
}

exports.create = (globalObject, constructorArgs, privateData) => {
  const wrapper = makeWrapper(globalObject);
  return exports.setup(wrapper, globalObject, constructorArgs, privateData);
};

exports.createImpl = (globalObject, constructorArgs, privateData) => {
  const wrapper = exports.create(globalObject, constructorArgs, privateData);
  return utils.implForWrapper(wrapper);
};

exports._internalSetup = (wrapper, globalObject) => {
  Blob._internalSetup(wrapper, globalObject);
};

exports.setup = (wrapper, globalObject, constructorArgs = [], privateData = {}) => {
  privateData.wrapper = wrapper;

  exports._internalSetup(wrapper, globalObject);
  utils.linkImpl(wrapper, new Impl.implementation(globalObject, constructorArgs, privateData));

  utils.linkWrapper(utils.implOf(wrapper), wrapper);
  if (Impl.init) {
    Impl.init(utils.implOf(wrapper));
  }
  return wrapper;
};

exports["new"] = (globalObject, newTarget) => {
  const wrapper = makeWrapper(globalObject, newTarget);

  exports._internalSetup(wrapper, globalObject);
  utils.linkImpl(wrapper, Object.create(Impl.implementation.prototype));

  utils.linkWrapper(utils.implOf(wrapper), wrapper);
  if (Impl.init) {
    Impl.init(utils.implOf(wrapper));
  }
  return utils.implOf(wrapper);
};

const exposed = new Set(["Window", "Worker"]);

exports.install = (globalObject, globalNames) => {
  if (!globalNames.some(globalName => exposed.has(globalName))) {
    return;
  }

  const ctorRegistry = utils.initCtorRegistry(globalObject);
  class File extends globalObject.Blob {
    constructor(fileBits, fileName) {
      if (arguments.length < 2) {
        throw new globalObject.TypeError(
          `Failed to construct 'File': 2 arguments required, but only ${arguments.length} present.`
        );
      }
      const args = [];
      {
        let curArg = arguments[0];
        if (!utils.isObject(curArg)) {
          throw new globalObject.TypeError("Failed to construct 'File': parameter 1" + " is not an iterable object.");
        } else {
          const V = [];
          const tmp = curArg;
          for (let nextItem of tmp) {
            if (Blob.is(nextItem)) {
              nextItem = utils.implForWrapper(nextItem);
            } else if (utils.isArrayBuffer(nextItem)) {
              nextItem = conversions["ArrayBuffer"](nextItem, {
                context: "Failed to construct 'File': parameter 1" + "'s element",
                globals: globalObject
              });
            } else if (ArrayBuffer.isView(nextItem)) {
              nextItem = conversions["ArrayBufferView"](nextItem, {
                context: "Failed to construct 'File': parameter 1" + "'s element",
                globals: globalObject
              });
            } else {
              nextItem = conversions["USVString"](nextItem, {
                context: "Failed to construct 'File': parameter 1" + "'s element",
                globals: globalObject
              });
            }
            V.push(nextItem);
          }
          curArg = V;
        }
        args.push(curArg);
      }
      {
        let curArg = arguments[1];
        curArg = conversions["USVString"](curArg, {
          context: "Failed to construct 'File': parameter 2",
          globals: globalObject
        });
        args.push(curArg);
      }
      {
        let curArg = arguments[2];
        curArg = FilePropertyBag.convert(globalObject, curArg, { context: "Failed to construct 'File': parameter 3" });
        args.push(curArg);
      }
      return exports.setup(Object.create(new.target.prototype), globalObject, args);
    }

    get name() {
      const esValue = this !== null && this !== undefined ? this : globalObject;

      if (!exports.is(esValue)) {
        throw new globalObject.TypeError("'get name' called on an object that is not a valid instance of File.");
      }

      return utils.implOf(esValue)["name"];
    }

    get lastModified() {
      const esValue = this !== null && this !== undefined ? this : globalObject;

      if (!exports.is(esValue)) {
        throw new globalObject.TypeError(
          "'get lastModified' called on an object that is not a valid instance of File."
        );
      }

      return utils.implOf(esValue)["lastModified"];
    }
  }
  Object.defineProperties(File.prototype, {
    name: { enumerable: true },
    lastModified: { enumerable: true },
    [Symbol.toStringTag]: { value: "File", configurable: true }
  });
  ctorRegistry[interfaceName] = File;

  Object.defineProperty(globalObject, interfaceName, {
    configurable: true,
    writable: true,
    value: File
  });
};

const Impl = __webpack_require__(4993);


/***/ }),

/***/ 51643:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



const conversions = __webpack_require__(38517);
const utils = __webpack_require__(55289);

const BlobPropertyBag = __webpack_require__(51764);

exports._convertInherit = (globalObject, obj, ret, { context = "The provided value" } = {}) => {
  BlobPropertyBag._convertInherit(globalObject, obj, ret, { context });

  {
    const key = "lastModified";
    let value = obj === undefined || obj === null ? undefined : obj[key];
    if (value !== undefined) {
      value = conversions["long long"](value, {
        context: context + " has member 'lastModified' that",
        globals: globalObject
      });

      ret[key] = value;
    }
  }
};

exports.convert = (globalObject, obj, { context = "The provided value" } = {}) => {
  if (obj !== undefined && typeof obj !== "object" && typeof obj !== "function") {
    throw new globalObject.TypeError(`${context} is not an object.`);
  }

  const ret = Object.create(null);
  exports._convertInherit(globalObject, obj, ret, { context });
  return ret;
};


/***/ }),

/***/ 81414:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


const { utf8Encode, utf8Decode } = __webpack_require__(11241);
const Blob = __webpack_require__(11869);
const { isArrayBuffer } = __webpack_require__(55289);
const { concatTypedArrays, copyToArrayBufferInTargetRealm } = __webpack_require__(822);

function convertLineEndingsToNative(s) {
  // jsdom always pretends to be *nix, for consistency.
  // See also https://github.com/jsdom/jsdom/issues/2396.
  return s.replace(/\r\n|\r|\n/g, "\n");
}

exports.implementation = class BlobImpl {
  constructor(globalObject, [parts, properties], { fastPathArrayBufferToWrap } = {}) {
    this._globalObject = globalObject;

    this.type = properties.type;
    if (/[^\u0020-\u007E]/.test(this.type)) {
      this.type = "";
    } else {
      this.type = this.type.toLowerCase();
    }

    // A word about `this._bytes`:
    //
    // It is a `Uint8Array`. The realm of that `Uint8Array`, and/or the realm of its underlying `ArrayBuffer`, may be
    // arbitrary. In particular, they likely do *not* match `this._globalObject`. The underlying `ArrayBuffer` may have
    // been acquired from some other part of the system, e.g., the `ws` library, or aliased to another `BlobImpl`'s
    // `_bytes`.
    //
    // This is fine, and indeed desirable, for efficiency. The key is that `Blob` is conceptually immutable, so users
    // will never mutate the underlying `ArrayBuffer`. And, we never expose `this._bytes` or the underlying
    // `ArrayBuffer` directly to the user: we always use something like `copyToArrayBufferInTargetRealm()` to ensure the
    // result is in the realm appropriate for the user's request, and that if the user mutates the exposed bytes, this
    // doesn't impact `this._bytes`.

    // Used internally in jsdom when we receive an `ArrayBuffer` from elsewhere in the system and know we don't need to
    // copy it because the user doesn't have any references to it. It's OK if `fastPathArrayBufferToWrap` is in the
    // wrong realm even, because it never directly escapes the `BlobImpl` without a copy.
    if (fastPathArrayBufferToWrap) {
      this._bytes = new Uint8Array(fastPathArrayBufferToWrap);
      return;
    }

    const chunks = [];
    if (parts !== undefined) {
      for (const part of parts) {
        let chunk;
        if (isArrayBuffer(part)) {
          // Create a wrapper. The copying will happen in `concatTypedArrays()`.
          chunk = new Uint8Array(part);
        } else if (ArrayBuffer.isView(part)) {
          // Use the part as-is. The copying will happen in `concatTypedArrays()`.
          chunk = part;
        } else if (Blob.isImpl(part)) {
          // Use the existing `Uint8Array` as-is. The copying will happen in `concatTypedArrays()`.
          chunk = part._bytes;
        } else {
          let s = part;
          if (properties.endings === "native") {
            s = convertLineEndingsToNative(s);
          }
          chunk = utf8Encode(s);
        }
        chunks.push(chunk);
      }
    }
    this._bytes = concatTypedArrays(chunks);
  }

  get size() {
    return this._bytes.length;
  }

  arrayBuffer() {
    const ab = copyToArrayBufferInTargetRealm(this._bytes.buffer, this._globalObject);
    return this._globalObject.Promise.resolve(ab);
  }

  bytes() {
    const ab = copyToArrayBufferInTargetRealm(this._bytes.buffer, this._globalObject);
    return this._globalObject.Promise.resolve(new this._globalObject.Uint8Array(ab));
  }

  text() {
    return this._globalObject.Promise.resolve(utf8Decode(this._bytes));
  }

  slice(start, end, contentType) {
    const { size } = this;

    let relativeStart, relativeEnd, relativeContentType;

    if (start === undefined) {
      relativeStart = 0;
    } else if (start < 0) {
      relativeStart = Math.max(size + start, 0);
    } else {
      relativeStart = Math.min(start, size);
    }
    if (end === undefined) {
      relativeEnd = size;
    } else if (end < 0) {
      relativeEnd = Math.max(size + end, 0);
    } else {
      relativeEnd = Math.min(end, size);
    }

    if (contentType === undefined) {
      relativeContentType = "";
    } else {
      // sanitization (lower case and invalid char check) is done in the
      // constructor
      relativeContentType = contentType;
    }

    const span = Math.max(relativeEnd - relativeStart, 0);

    const slicedBuffer = this._bytes.slice(relativeStart, relativeStart + span);

    const blob = Blob.createImpl(this._globalObject, [[], { type: relativeContentType }], {});
    blob._bytes = slicedBuffer;
    return blob;
  }
};


/***/ }),

/***/ 4993:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



const BlobImpl = (__webpack_require__(81414).implementation);

exports.implementation = class FileImpl extends BlobImpl {
  constructor(globalObject, [fileBits, fileName, options], privateData) {
    super(globalObject, [fileBits, options], privateData);

    this.name = fileName;
    this.lastModified = "lastModified" in options ? options.lastModified : Date.now();
  }
};


/***/ }),

/***/ 822:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Concatenate the given typed arrays into a single `Uint8Array`.
 *
 * @param {Array<TypedArray>} arrays - An array of typed arrays. They can be of any type (but not `DataView` or
 * `ArrayBuffer`).
 * @returns {Uint8Array} - A new `Uint8Array` containing a copy of the concatenated data.
 * @see {@link https://github.com/tc39/proposal-typedarray-concat}
 */
exports.concatTypedArrays = arrays => {
  const totalLength = arrays.reduce((sum, arr) => sum + arr.byteLength, 0);
  const result = new Uint8Array(totalLength);
  let offset = 0;
  for (const arr of arrays) {
    const toSet = arr instanceof Uint8Array ? arr : new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
    result.set(toSet, offset);
    offset += arr.byteLength;
  }
  return result;
};

/**
 * Create a copy of the data in a given `ArrayBuffer`, in a new `ArrayBuffer` created in the target realm.
 *
 * Used when we have some internal data, usually in the Node.js realm, and we need to copy it to the target realm.
 * Compared to {@link copyToArrayBufferInTargetRealmDestructively}, use this when we need to keep the original data
 * around, such as when exposing the data from inside the `Blob` implementation to the user.
 *
 * @param {ArrayBuffer} arrayBuffer - The `ArrayBuffer` to copy the data from.
 * @param {object} newRealm - The target realm's global object, which has `ArrayBuffer` and `Uint8Array` constructor
 * properties.
 * @returns {ArrayBuffer} - A new `ArrayBuffer` containing a copy of the data, using the `ArrayBuffer` constructor from
 * `newRealm`.
 */
exports.copyToArrayBufferInTargetRealm = (arrayBuffer, newRealm) => {
  const newAB = new newRealm.ArrayBuffer(arrayBuffer.byteLength);
  const view = new newRealm.Uint8Array(newAB);
  view.set(new newRealm.Uint8Array(arrayBuffer));
  return newAB;
};

/**
 * Create a copy of the data in a given `ArrayBuffer`, in a new `ArrayBuffer` created in the target realm. The original
 * `ArrayBuffer` is transferred in the process, so its data is no longer usable.
 *
 * Used when we have some internal data, usually in the Node.js realm, and we need to copy it to the target realm.
 * Compared to {@link copyToArrayBufferInTargetRealm}, use this when we don't need to keep the original data around,
 * such as when copying data from the Node.js network or `WebSocket` stack to the jsdom user.
 *
 * @param {ArrayBuffer} arrayBuffer - The `ArrayBuffer` to extract the data from. After calling this function,
 * `arrayBuffer` is no longer usable.
 * @param {object} newRealm - The target realm's global object, which has an `ArrayBuffer` constructor property.
 * @returns {ArrayBuffer} - A new `ArrayBuffer` containing the original data data, using the `ArrayBuffer` constructor
 * from `newRealm`.
 */
exports.copyToArrayBufferInTargetRealmDestructively = (arrayBuffer, newRealm) => {
  if (!newRealm.ArrayBuffer.prototype.transfer) {
    return exports.copyToArrayBufferInTargetRealm(arrayBuffer, newRealm);
  }

  return newRealm.ArrayBuffer.prototype.transfer.call(arrayBuffer);
};


/***/ }),

/***/ 81086:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


const idlUtils = __webpack_require__(55289);

const legacyErrorCodes = {
  IndexSizeError: 1,
  HierarchyRequestError: 3,
  WrongDocumentError: 4,
  InvalidCharacterError: 5,
  NoModificationAllowedError: 7,
  NotFoundError: 8,
  NotSupportedError: 9,
  InUseAttributeError: 10,
  InvalidStateError: 11,
  SyntaxError: 12,
  InvalidModificationError: 13,
  NamespaceError: 14,
  InvalidAccessError: 15,
  TypeMismatchError: 17,
  SecurityError: 18,
  NetworkError: 19,
  AbortError: 20,
  URLMismatchError: 21,
  QuotaExceededError: 22,
  TimeoutError: 23,
  InvalidNodeTypeError: 24,
  DataCloneError: 25
};

exports.implementation = class DOMExceptionImpl {
  constructor(globalObject, [message, name]) {
    this.name = name;
    this.message = message;
  }

  get code() {
    return legacyErrorCodes[this.name] || 0;
  }
};

// A proprietary V8 extension that causes the stack property to appear.
exports.init = impl => {
  if (Error.captureStackTrace) {
    const wrapper = idlUtils.wrapperForImpl(impl);
    Error.captureStackTrace(wrapper, wrapper.constructor);
  }
};


/***/ }),

/***/ 17210:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


const DOMException = __webpack_require__(99419);
const idlUtils = __webpack_require__(55289);
const { closest } = __webpack_require__(25948);
const { isDisabled, isButton, isSubmitButton } = __webpack_require__(941);
const Blob = __webpack_require__(11869);
const File = __webpack_require__(3248);
const conversions = __webpack_require__(38517);

exports.implementation = class FormDataImpl {
  constructor(globalObject, args) {
    this._globalObject = globalObject;
    this._entries = [];

    if (args[0] !== undefined) {
      const [form, submitter = null] = args;
      if (submitter !== null) {
        if (!isSubmitButton(submitter)) {
          throw new TypeError("The specified element is not a submit button");
        }
        if (submitter.form !== form) {
          throw DOMException.create(this._globalObject, [
            "The specified element is not owned by this form element",
            "NotFoundError"
          ]);
        }
      }
      this._entries = constructTheEntryList(form, submitter);
    }
  }

  append(name, value, filename) {
    const entry = createAnEntry(name, value, filename);
    this._entries.push(entry);
  }

  delete(name) {
    this._entries = this._entries.filter(entry => entry.name !== name);
  }

  get(name) {
    const foundEntry = this._entries.find(entry => entry.name === name);
    return foundEntry !== undefined ? idlUtils.tryWrapperForImpl(foundEntry.value) : null;
  }

  getAll(name) {
    return this._entries.filter(entry => entry.name === name).map(entry => idlUtils.tryWrapperForImpl(entry.value));
  }

  has(name) {
    return this._entries.findIndex(entry => entry.name === name) !== -1;
  }

  set(name, value, filename) {
    const entry = createAnEntry(name, value, filename);

    const foundIndex = this._entries.findIndex(e => e.name === name);
    if (foundIndex !== -1) {
      this._entries[foundIndex] = entry;
      this._entries = this._entries.filter((e, i) => e.name !== name || i === foundIndex);
    } else {
      this._entries.push(entry);
    }
  }

  * [Symbol.iterator]() {
    for (const entry of this._entries) {
      yield [entry.name, idlUtils.tryWrapperForImpl(entry.value)];
    }
  }
};

function createAnEntry(name, value, filename) {
  const entry = { name };

  // https://github.com/whatwg/xhr/issues/75

  if (Blob.isImpl(value) && !File.isImpl(value)) {
    const oldValue = value;
    value = File.createImpl(value._globalObject, [
      [],
      "blob",
      { type: oldValue.type }
    ]);
    // "representing the same bytes"
    value._bytes = oldValue._bytes;
  }

  if (File.isImpl(value) && filename !== undefined) {
    const oldValue = value;
    value = File.createImpl(value._globalObject, [
      [],
      filename,
      // spec makes no mention of `lastModified`; assume it is inherited
      // (Chrome's behavior)
      { type: oldValue.type, lastModified: oldValue.lastModified }
    ]);
    // "representing the same bytes"
    value._bytes = oldValue._bytes;
  }

  entry.value = value;

  return entry;
}

function constructTheEntryList(form, submitter) {
  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
  // TODO: handle encoding
  // TODO: handling "constructing entry list"

  const controls = form._getSubmittableElementNodes();
  const entryList = [];

  for (const field of controls) {
    if (closest(field, "datalist") !== null) {
      continue;
    }
    if (isDisabled(field)) {
      continue;
    }
    if (isButton(field) && field !== submitter) {
      continue;
    }
    if (field.type === "checkbox" && field._checkedness === false) {
      continue;
    }
    if (field.type === "radio" && field._checkedness === false) {
      continue;
    }
    if (field.localName === "object") { // in jsdom, no objects are "using a plugin"
      continue;
    }

    const name = field.getAttributeNS(null, "name");
    if (field.localName === "input" && field.type === "image") {
      const prefix = name ? `${name}.` : "";
      const coordinate = field._selectedCoordinate ?? { x: 0, y: 0 };
      appendAnEntry(entryList, `${prefix}x`, coordinate.x);
      appendAnEntry(entryList, `${prefix}y`, coordinate.y);
      continue;
    }

    // TODO: handle form-associated custom elements.

    if (name === null || name === "") {
      continue;
    }

    if (field.localName === "select") {
      for (const option of field.options) {
        if (option._selectedness === true && !isDisabled(field)) {
          appendAnEntry(entryList, name, option._getValue());
        }
      }
    } else if (field.localName === "input" && (field.type === "checkbox" || field.type === "radio")) {
      const value = field.hasAttributeNS(null, "value") ? field.getAttributeNS(null, "value") : "on";
      appendAnEntry(entryList, name, value);
    } else if (field.type === "file") {
      if (field.files.length === 0) {
        const value = File.createImpl(form._globalObject, [[], "", { type: "application/octet-stream" }]);
        appendAnEntry(entryList, name, value);
      } else {
        for (let i = 0; i < field.files.length; ++i) {
          appendAnEntry(entryList, name, field.files.item(i));
        }
      }
    } else {
      appendAnEntry(entryList, name, field._getValue());
    }

    const dirname = field.getAttributeNS(null, "dirname");
    if (dirname !== null && dirname !== "") {
      const dir = "ltr"; // jsdom does not (yet?) implement actual directionality
      appendAnEntry(entryList, dirname, dir);
    }
  }

  // TODO: formdata event

  return entryList;
}

function appendAnEntry(entryList, name, value) {
  name = conversions.USVString(name);
  if (!File.isImpl(value)) {
    value = conversions.USVString(value);
  }
  const entry = createAnEntry(name, value);
  entryList.push(entry);
}


/***/ })

};

return { id, ids, modules };
})