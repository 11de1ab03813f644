module.exports = require('../../../../outer.cjs')('lib/jsdom/living/xhr/FormData-impl.js');
