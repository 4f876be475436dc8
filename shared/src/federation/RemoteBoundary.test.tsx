import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as StoreProvider } from 'jotai';
import { LanguageProvider } from '../language';
import { RemoteBoundary } from './RemoteBoundary';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
}));

function renderBoundary(language: 'en' | 'ka' = 'en') {
  // A fresh jotai store per test: the language atoms would otherwise carry over.
  return render(
    <StoreProvider>
      <LanguageProvider detect={() => language} minimumLoadingMs={0}>
        <RemoteBoundary module="contact/Contact" />
      </LanguageProvider>
    </StoreProvider>,
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote page once it has loaded', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Contact page</h1> });
    renderBoundary();
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('contact/Contact');
  });

  it('shows a localized message with a retry button when the remote fails, and retries', async () => {
    loadRemote.mockRejectedValueOnce(new Error('network down'));
    renderBoundary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded');

    loadRemote.mockResolvedValue({ default: () => <h1>Contact page</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('speaks Georgian when the visitor does', async () => {
    loadRemote.mockRejectedValue(new Error('404'));
    renderBoundary('ka');
    expect(await screen.findByRole('button', { name: 'თავიდან ცდა' })).toBeInTheDocument();
  });

  it('treats a module without a component as a failure', async () => {
    loadRemote.mockResolvedValue({});
    renderBoundary();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
