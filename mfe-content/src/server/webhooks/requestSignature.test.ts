/**
 * @jest-environment node
 */
import { signRequest } from '@contentful/node-apps-toolkit';
import { verifySignature, type SignedRequest } from './requestSignature';

// Contentful's own library signs; the renderer's verifier must agree with it exactly.
const SECRET = 'a'.repeat(32) + 'b'.repeat(32);
const body = JSON.stringify({
  sys: { type: 'Entry', id: 'post-1' },
  fields: { title: { ka: 'სათაური' } },
});

function signedByContentful(path: string, timestamp = Date.now()): SignedRequest {
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(SECRET, { method: 'POST', path, headers, body }, timestamp);
  return { method: 'POST', path, body, headers: { ...headers, ...signature } };
}

describe("the webhook signature, against Contentful's toolkit", () => {
  it('accepts what the toolkit signs, with a query and non-ASCII in the body', () => {
    expect(verifySignature(SECRET, signedByContentful('/hooks/contentful'))).toBe('valid');
    expect(verifySignature(SECRET, signedByContentful('/hooks/contentful?site=main&x=a b'))).toBe(
      'valid',
    );
  });

  it('refuses a changed body, path, header or secret, and an old request', () => {
    const request = signedByContentful('/hooks/contentful');
    expect(verifySignature(SECRET, { ...request, body: body.replace('post-1', 'post-2') })).toBe(
      'forged',
    );
    expect(verifySignature(SECRET, { ...request, path: '/hooks/other' })).toBe('forged');
    expect(
      verifySignature(SECRET, {
        ...request,
        headers: { ...request.headers, 'x-contentful-topic': 'ContentManagement.Entry.delete' },
      }),
    ).toBe('forged');
    expect(verifySignature('c'.repeat(64), request)).toBe('forged');
    expect(
      verifySignature(SECRET, signedByContentful('/hooks/contentful', Date.now() - 31_000)),
    ).toBe('expired');
    expect(verifySignature(SECRET, { ...request, headers: {} })).toBe('unsigned');
  });
});
