import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@site/shared/i18n';
import { deferred, renderPage } from '../test/renderPage';
import { useContentQuery } from './useContentQuery';

function Probe({ fetcher }: { fetcher: (language: Language, page: number) => Promise<string> }) {
  const [page, setPage] = useState(1);
  const query = useContentQuery(['probe', page], (language) => fetcher(language, page), 'none');
  return (
    <>
      <button type="button" onClick={() => setPage((n) => n + 1)}>
        next
      </button>
      <button type="button" onClick={() => setPage((n) => n - 1)}>
        previous
      </button>
      <p>{query.status === 'loading' ? 'loading' : query.data}</p>
    </>
  );
}

describe('useContentQuery', () => {
  it('shows loading, then the answer, and refetches when the language changes', async () => {
    const fetcher = jest.fn((language: Language, page: number) =>
      Promise.resolve(`${language}:${page}`),
    );
    const { setLanguage } = renderPage(<Probe fetcher={fetcher} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('en:1')).toBeInTheDocument();
    setLanguage('ka');
    expect(await screen.findByText('ka:1')).toBeInTheDocument();
    expect(fetcher.mock.calls).toEqual([
      ['en', 1],
      ['ka', 1],
    ]);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const answers = { 1: deferred<string>(), 2: deferred<string>() };
    const fetcher = (_language: Language, page: number) => answers[page as 1 | 2].promise;
    renderPage(<Probe fetcher={fetcher} />);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    answers[2].resolve('page two');
    expect(await screen.findByText('page two')).toBeInTheDocument();
    answers[1].resolve('page one');
    await new Promise((done) => setTimeout(done, 10));
    expect(screen.getByText('page two')).toBeInTheDocument();
    expect(screen.queryByText('page one')).not.toBeInTheDocument();
  });

  it('shows the fallback when a query rejects after all', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<Probe fetcher={() => Promise.reject(new Error('down'))} />);
    expect(await screen.findByText('none')).toBeInTheDocument();
  });

  it('shows an answer it already has at once, without asking again', async () => {
    const fetcher = jest.fn((language: Language, page: number) =>
      Promise.resolve(`${language}:${page}`),
    );
    renderPage(<Probe fetcher={fetcher} />);
    expect(await screen.findByText('en:1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('en:2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'previous' }));
    expect(screen.getByText('en:1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
