module.exports = require('../../../outer.cjs')('lib/generated/idl/utils.js');
