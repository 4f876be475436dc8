import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORM_ADDRESS } from '@site/shared/addresses';
import { isNormalRequestPath } from '@site/platform/server';
import { isLanguage, languageOr, languagePath, type Language } from '@site/shared/language';
import { contactTexts } from '../../features/contact/contactTexts';
import {
  isBotSubmission,
  LANGUAGE_FIELD,
  submittedValues,
  type ContactValues,
} from '../../features/contact/form/contactValues';
import { FORM_FRAGMENTS, type ContactFormState } from '../../features/contact/form/formState';
import type { SendErrorKind } from '../../features/contact/form/sendErrors';
import { buildTemplateParams } from '../../features/contact/form/templateParams';
import { firstInvalidField, validateContact } from '../../features/contact/form/validateContact';
import { FORM_PAGE } from './formPage';
import type { FormSettings } from './formSettings';
import type { MessageResult } from './formMetrics';
import { readForm, REFUSAL_STATUS } from './readForm';
import type { MailQueue } from './mailQueue';
import type { MailAccount, MailOutcome } from './sendMail';
import type { SendPace } from './sendPace';

/** What the form server works with; the tests give their own. */
export interface FormServerParts {
  settings: FormSettings;
  siteUrl: () => string;
  mailAccount: () => MailAccount;
  recipient: () => string;
  renderPage: (language: Language, state: ContactFormState) => Promise<string>;
  sendMail: (
    account: MailAccount,
    params: ReturnType<typeof buildTemplateParams>,
    timeoutMs: number,
  ) => Promise<MailOutcome>;
  pace: SendPace;
  /** The sends to the provider, paced to its rate and tried again while it is busy or failing. */
  mailQueue: MailQueue;
  now: () => Date;
  /** One line per answer: what happened, never what was typed nor who typed it. */
  log: (line: string) => void;
  /** Counts each message sent to the form by what became of it (the server's metrics). */
  count: (result: MessageResult) => void;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // The page holds what the visitor typed: no cache keeps it.
  'Cache-Control': 'no-store',
};

/**
 * The language of the page the form was posted from: the one its language path names, which the
 * entry passes on (X-Site-Language) with the route path (`/contact`); or the site's default.
 */
function askedLanguage(request: IncomingMessage): Language {
  return languageOr(request.headers['x-site-language']);
}

/**
 * A contact form sent before the page's scripts ran (docs/product.md#contact-form): checked with
 * the browser's rules and texts, sent through EmailJS's REST API in its turn (mailQueue.ts), then a
 * redirect (303) to the page's "sent" state on its language path (`/ka/contact#message-sent`), so
 * reloading or going back never sends it twice. Anything wrong, a message the provider did not
 * take within the queue's bound too, comes back as the page with everything typed still in it,
 * at the address it was posted to and in that address's language; its form posts there again.
 */
export async function handleFormPost(
  request: IncomingMessage,
  response: ServerResponse,
  parts: FormServerParts,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://form.invalid');
  // The one address nginx sends forms to, as nginx read it (never one `new URL` made of another).
  if (
    !isNormalRequestPath(request.url) ||
    url.pathname !== `${FORM_ADDRESS.slice(0, -1)}${FORM_PAGE.url}`
  ) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed\n');
    return;
  }

  // The page answered is the one at the address posted to: its language is that address's.
  const language = askedLanguage(request);
  const read = await readForm(request, {
    siteUrl: parts.siteUrl(),
    maxBytes: parts.settings.maxBodyBytes,
  });
  if ('refused' in read) {
    parts.log(`contact form: refused (${read.refused})`);
    parts.count('invalid');
    response.writeHead(REFUSAL_STATUS[read.refused], {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      // The rest of an oversized body is not read: the connection cannot carry another request.
      Connection: 'close',
    });
    response.end(`${contactTexts[language].refused[read.refused]}\n`);
    return;
  }

  const { fields } = read;
  // The mail says which language the visitor wrote in: the one the form was drawn in.
  const written = fields.get(LANGUAGE_FIELD);
  const formLanguage = isLanguage(written) ? written : language;
  const values = submittedValues(fields);

  const answerWithPage = async (status: number, state: ContactFormState, what: string) => {
    const html = await parts.renderPage(language, state);
    parts.log(`contact form: ${status} (${what})`);
    response.writeHead(status, PAGE_HEADERS).end(html);
  };
  const failed = (error: SendErrorKind, status: number, what: string) =>
    answerWithPage(status, { values, errors: {}, sendError: error }, what);

  const errors = validateContact(values);
  const firstInvalid = firstInvalidField(errors);
  if (firstInvalid) {
    const invalid = Object.keys(errors).filter((field) => errors[field as keyof ContactValues]);
    parts.count('invalid');
    await answerWithPage(
      422,
      { values, errors, focus: firstInvalid },
      `invalid: ${invalid.join(', ')}`,
    );
    return;
  }

  const sentAddress = `${languagePath(language, FORM_PAGE.url)}#${FORM_FRAGMENTS.sent}`;
  const redirectToSent = (what: string) => {
    parts.log(`contact form: 303 (${what})`);
    response.writeHead(303, { Location: sentAddress, 'Cache-Control': 'no-store' }).end();
  };

  // Only a bot fills the hidden field: it is told the message went, and nothing is sent.
  if (isBotSubmission(fields)) {
    parts.count('spam');
    redirectToSent('hidden field filled: not sent');
    return;
  }

  const address = String(request.headers['x-real-ip'] ?? request.socket.remoteAddress ?? '');
  if (!parts.pace.take(address)) {
    parts.count('rate_limited');
    await failed('tooManyRequests', 429, 'too soon after the last send from the address');
    return;
  }

  const account = parts.mailAccount();
  const params = buildTemplateParams({
    values,
    language: formLanguage,
    recipient: parts.recipient(),
    phoneNotProvided: contactTexts[formLanguage].form.phoneNotProvided,
    now: parts.now(),
  });
  // The answer waits for the send: "sent" is said only of a message the provider took.
  const outcome = await parts.mailQueue.send((timeoutMs) =>
    parts.sendMail(account, params, timeoutMs),
  );
  const tries = `${outcome.attempts} ${outcome.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (outcome.sent) {
    parts.count('sent');
    redirectToSent(`sent, ${tries}`);
    return;
  }
  parts.count('failed');
  await failed(
    outcome.error,
    503,
    `not sent: the mail service ${outcome.status ? `answered ${outcome.status}` : 'did not answer'}, ${tries}`,
  );
}
