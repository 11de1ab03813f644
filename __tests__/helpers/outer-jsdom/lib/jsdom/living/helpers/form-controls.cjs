module.exports = require('../../../../outer.cjs')('lib/jsdom/living/helpers/form-controls.js');
