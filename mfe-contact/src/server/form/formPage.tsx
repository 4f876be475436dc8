import { PAGE_REGIONS, PAGE_ROUTES, sectionOf } from '@site/shared/federation';
import type { Language } from '@site/shared/language';
import {
  inlineExposeStylesheets,
  pageDocument,
  pageRegion,
  renderRegion,
  type ServerEnvironment,
} from '@site/platform/server';
import ContactPage from '../../features/contact/ContactPage';
import {
  ContactFormStateContext,
  type ContactFormState,
} from '../../features/contact/form/formState';
import { formStateScript } from '../../features/contact/form/pageFormState';

const EXPOSE = 'Contact';
const route = PAGE_ROUTES.find(({ module }) => module === `contact/${EXPOSE}`)?.path;
if (!route) throw new Error(`The federation table gives contact/${EXPOSE} no route`);

/** The page that holds the form: its address and route, and its module (the federation table). */
export const FORM_PAGE = { url: route, route, expose: EXPOSE } as const;

/** The page module's styles, inline as in the prerendered page (read once: the build is fixed). */
export function formPageStyles(environment: ServerEnvironment): string {
  return inlineExposeStylesheets(environment.distDir, FORM_PAGE.expose, environment.filesUrl);
}

/**
 * Draws the contact page as a submit left it, as the prerendered page is drawn (the same region,
 * the shell's parts as SSI includes, the module's styles inline), with the form's state in the
 * page for the browser to hydrate from.
 */
export function formPageRenderer(inlineStyles: string) {
  return async function renderFormPage(language: Language, state: ContactFormState) {
    const { hoisted, html } = await renderRegion(
      <ContactFormStateContext value={state}>
        {pageRegion(language, { url: FORM_PAGE.url, route: FORM_PAGE.route, Page: ContactPage })}
      </ContactFormStateContext>,
      PAGE_REGIONS.page.identifierPrefix,
    );
    return pageDocument({
      language,
      section: sectionOf(FORM_PAGE.url),
      hoisted,
      stylesheets: [],
      inlineStyles,
      pageHtml: html,
      pageData: formStateScript(state),
    });
  };
}
