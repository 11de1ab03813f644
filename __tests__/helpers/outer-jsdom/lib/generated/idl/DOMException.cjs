module.exports = require('../../../outer.cjs')('lib/generated/idl/DOMException.js');
