module.exports = require('../../../outer.cjs')('lib/generated/idl/SubmitEvent.js');
