import type { ContactFormState } from './formState';
import { FIELD_ORDER, type ContactErrors } from './validateContact';

// The element of a page answered by the form server that carries the form's state.
const SELECTOR = 'script[type="application/json"][data-contact-form]';

/**
 * The state for the page: JSON in a script element the browser does not run (so the
 * Content-Security-Policy allows it), every `<` escaped so no typed text can close the element.
 * The focus is left out: it is the document's `autofocus`, used once as the page loads.
 */
export function formStateScript({ values, errors, sendError }: ContactFormState): string {
  const json = JSON.stringify({ values, errors, sendError }).replace(/</g, '\\u003c');
  return `<script type="application/json" data-contact-form>${json}</script>`;
}

const isText = (value: unknown): value is string => typeof value === 'string';

// Only the form's own fields, each with a message key (the texts decide whether it has a message).
function knownErrors(errors: unknown): ContactErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const given = errors as Record<string, unknown>;
  return Object.fromEntries(
    FIELD_ORDER.flatMap((field) => (isText(given[field]) ? [[field, given[field]]] : [])),
  ) as ContactErrors;
}

function parse(text: string): ContactFormState | undefined {
  const data: unknown = JSON.parse(text);
  if (typeof data !== 'object' || data === null) return undefined;
  const { values, errors, sendError } = data as Record<string, unknown>;
  if (typeof values !== 'object' || values === null) return undefined;
  const read = values as Record<string, unknown>;
  if (!FIELD_ORDER.every((field) => isText(read[field]))) return undefined;
  return {
    values: {
      name: read.name as string,
      email: read.email as string,
      phone: read.phone as string,
      message: read.message as string,
    },
    errors: knownErrors(errors),
    sendError: isText(sendError) ? (sendError as ContactFormState['sendError']) : undefined,
  };
}

/** Reads the state a page carries and removes its element (tests give their own root). */
export function readPageFormState(root: ParentNode): ContactFormState | undefined {
  const script = root.querySelector(SELECTOR);
  if (!script) return undefined;
  script.remove();
  try {
    return parse(script.textContent ?? '');
  } catch (error) {
    console.error('The contact form state in the page could not be read', error);
    return undefined;
  }
}

let arrived: { state: ContactFormState | undefined } | undefined;

/**
 * The state this page arrived with, read once (every render of the first mount sees the same),
 * until `forgetPageFormState`: coming back to the contact page later in the visit starts empty.
 */
export function pageFormState(): ContactFormState | undefined {
  if (typeof document === 'undefined') return undefined;
  arrived ??= { state: readPageFormState(document) };
  return arrived.state;
}

export function forgetPageFormState(): void {
  arrived = { state: undefined };
}

/** Tests only: as if the page had just arrived. */
export function resetPageFormStateForTests(): void {
  arrived = undefined;
}
