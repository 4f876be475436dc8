// The contact page, prerendered in both languages when the container starts (with that
// container's phone, e-mail and map): `node dist-server/render.cjs`.
import { environment } from './environment';
import { prerenderRemote } from '@site/shared/server';
import ContactPage from '../features/contact/ContactPage';

prerenderRemote('contact', environment, { Contact: ContactPage }, [
  { url: '/contact', expose: 'Contact' },
]).catch((error: unknown) => {
  console.error('contact: prerendering failed', error);
  process.exit(1);
});
