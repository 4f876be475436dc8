// Test support for every app's unit tests (jest, jsdom). Not a federation singleton and in no
// bundle: see tooling's sharedEntryPoints.
export { controlledView, everythingInView, type ControlledView } from './fakeIntersectionObserver';
export { fakeMatchMedia } from './fakeMatchMedia';
export { renderInSite, type SiteRenderOptions } from './renderInSite';
export { expectCompleteTexts } from './textCatalogue';
export { languageStore, TestSite, type LanguageStore, type TestSiteProps } from './TestSite';
export { renderOnLanguagePath, type LanguagePathRenderOptions } from './renderOnLanguagePath';
