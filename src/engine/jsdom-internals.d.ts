// jsdom's implementation modules the engine reaches into (src/engine/forms.ts, renderer-network.ts); they publish no
// types, and forms.ts describes what it uses structurally.
declare module 'jsdom/lib/jsdom/living/nodes/HTMLFormElement-impl.js';
declare module 'jsdom/lib/generated/idl/utils.js';
declare module 'jsdom/lib/jsdom/living/helpers/form-controls.js';
declare module 'jsdom/lib/jsdom/living/helpers/events.js';
declare module 'jsdom/lib/generated/idl/SubmitEvent.js';
declare module 'jsdom/lib/generated/idl/DOMException.js';
declare module 'jsdom/lib/jsdom/living/xhr/FormData-impl.js';
declare module 'jsdom/lib/jsdom/browser/resources/jsdom-dispatcher.js';
declare module 'jsdom/lib/jsdom/living/xhr/XMLHttpRequest-impl.js';
