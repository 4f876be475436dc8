import { screen } from '@testing-library/react';
import type * as React from 'react';
import { PAGE_ROUTES } from '@site/shared/federation';
import { renderInSite } from '@site/shared/testing';
import { PageRoutes } from './PageRoutes';

// Each exposed module, as the federation runtime would load it: a page that names its id.
jest.mock('@module-federation/enhanced/runtime', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    getInstance: () => undefined,
    loadRemote: (id: string) =>
      Promise.resolve({ default: () => createElement('p', null, `module ${id}`) }),
  };
});

/** An address a route answers, each `:param` a sample value. */
const addressOf = (route: string) => route.replace(/:[^/]+/g, 'sample');

describe('PageRoutes', () => {
  it.each(PAGE_ROUTES.map(({ path, module }) => [path, module]))(
    'shows %s with the module the contract gives it, %s',
    async (path, module) => {
      renderInSite(<PageRoutes />, { route: addressOf(path) });
      expect(await screen.findByText(`module ${module}`)).toBeInTheDocument();
      expect(screen.getAllByText(/^module /)).toHaveLength(1);
    },
  );

  it('leaves an address no page owns to its own not-found page', async () => {
    renderInSite(<PageRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/^module /)).not.toBeInTheDocument();
  });
});
