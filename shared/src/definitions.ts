// The site's definitions as plain data and pure functions, for Node code that must not load the
// browser entry points (React, styles, state): the platform's composition and server helpers,
// which the tooling also reads as they are (jiti). Each is written once, in its folder here; this
// only gathers them. Import-free beyond those modules and no state, so it is no federation
// singleton (like `./addresses`); browser code uses the folders' own entry points.
export * from './federation/contract';
export * from './federation/routeMatching';
export * from './config/siteConfigFields';
export * from './language/languages';
export * from './language/languageRule';
export * from './federation/sharedContract';
export * from './signals/wireFormat';
export * from './language/languagePath';
export * from './lists/listParameters';
export * from './preview/previewClaim';
export * from './language/languageFromUrl';
