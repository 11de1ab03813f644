module.exports = require('../../../../outer.cjs')('lib/jsdom/living/helpers/events.js');
