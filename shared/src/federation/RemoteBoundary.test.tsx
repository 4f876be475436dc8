import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { LanguageDetector } from '@site/shared/language';
import { RemoteBoundary } from './RemoteBoundary';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
}));

function renderBoundary(language: 'en' | 'ka' = 'en', fallbackHead?: ReactNode) {
  // A fresh jotai store per test: the language atoms would otherwise carry over.
  return render(
    <StoreProvider>
      <LanguageDetector detect={() => language} minimumLoadingMs={0}>
        <RemoteBoundary module="contact/Contact" fallbackHead={fallbackHead} />
      </LanguageDetector>
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

  it('renders the fallback head only while the page is loading or unavailable', async () => {
    const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    function ContactPage() {
      return (
        <>
          <title>Contact page</title>
          <h1>Contact page</h1>
        </>
      );
    }
    let finishLoading: (module: { default: () => ReactNode }) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (finishLoading = resolve)));
    renderBoundary('en', <title>Contact (default)</title>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(titles()).toEqual(['Contact (default)']);

    await act(async () => finishLoading({ default: ContactPage }));
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(titles()).toEqual(['Contact page']);
  });

  it('renders the fallback head beside the message when the remote is unavailable', async () => {
    const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    loadRemote.mockRejectedValueOnce(new Error('network down'));
    renderBoundary('en', <title>Contact (default)</title>);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(titles()).toEqual(['Contact (default)']);

    loadRemote.mockResolvedValue({ default: () => <title>Contact page</title> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(['Contact page']));
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
