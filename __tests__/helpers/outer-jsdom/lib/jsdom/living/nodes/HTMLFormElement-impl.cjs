module.exports = require('../../../../outer.cjs')('lib/jsdom/living/nodes/HTMLFormElement-impl.js');
