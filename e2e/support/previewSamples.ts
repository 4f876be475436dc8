import { LOCAL_PREVIEW } from '../../platform/src/config/runtimeVariables';

// What the editors' preview shows of the sample content, for the site checks that read the
// server's answers (site-checks/preview.test.ts) and the browser tests of an editor's visit
// (tests/editor-preview.spec.ts).

export const PREVIEW_SECRET = process.env.PREVIEW_SECRET || LOCAL_PREVIEW.secret;
export const DRAFT_POST = {
  path: '/blog/draft-post-not-published',
  en: 'Draft post (not published)',
  ka: 'პოსტის მონახაზი (გამოუქვეყნებელი)',
};
export const DRAFT_PROJECT = {
  path: '/projects/draft-project-not-published',
  en: 'Draft project (not published)',
};
/** The preview bar's words. */
export const PREVIEW_BAR = { en: 'Preview: drafts shown', ka: 'გადახედვა: ნაჩვენებია მონახაზები' };
