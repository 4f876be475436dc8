import { createContext } from 'react';
export { FORM_FRAGMENTS } from '@site/shared/addresses';
import type { ContactField, ContactValues } from './contactValues';
import { EMPTY_VALUES } from './contactValues';
import type { SendErrorKind } from './sendErrors';
import type { ContactErrors } from './validateContact';

/**
 * The form as a page shows it when it arrives: empty (the prerendered page), or as the form server
 * answered a submit made before the scripts ran (values kept, errors beside their fields, or the
 * send's error), so the browser hydrates exactly that.
 */
export interface ContactFormState {
  values: ContactValues;
  errors: ContactErrors;
  sendError?: SendErrorKind;
  /** Server only: the field the document focuses (`autofocus`) when it loads. */
  focus?: ContactField;
}

export const EMPTY_FORM_STATE: ContactFormState = { values: EMPTY_VALUES, errors: {} };

/** The state the form server renders the page with; absent everywhere else. */
export const ContactFormStateContext = createContext<ContactFormState | undefined>(undefined);
