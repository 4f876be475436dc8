import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { languageStore, renderInSite, TestSite } from '@site/shared/testing';
import { project } from '../../test/fixtures';
import { ProjectAboutBox } from './ProjectAboutBox';

const withServices = project(9, { services: ['Sprinklers', 'Fire alarm'] });

/** The dropdown's control: the summary labelled "Services" (a summary has no ARIA role to query). */
function servicesSummary(name = 'Services'): HTMLElement {
  const about = screen.getByRole('complementary');
  const summary = within(about).getByText(name, { exact: true }).closest('summary');
  if (!summary) throw new Error(`no summary labelled ${name}`);
  return summary;
}

/** The dropdown itself: the details element (role group) around that summary. */
const dropdown = () => within(screen.getByRole('complementary')).getByRole('group');

describe('ProjectAboutBox', () => {
  it('shows the services in a closed native disclosure that opens and closes', async () => {
    const user = userEvent.setup();
    renderInSite(<ProjectAboutBox project={withServices} />);
    expect(dropdown().tagName).toBe('DETAILS');
    expect(dropdown()).not.toHaveAttribute('open');
    // The browser gives a summary its expanded state; ARIA in HTML allows no aria-expanded on it.
    expect(servicesSummary()).not.toHaveAttribute('aria-expanded');
    expect(screen.getByText('Sprinklers')).not.toBeVisible();

    await user.click(servicesSummary());
    expect(dropdown()).toHaveAttribute('open');
    expect(screen.getByRole('list')).toBeVisible();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sprinklers', 'Fire alarm']);

    await user.click(servicesSummary());
    expect(dropdown()).not.toHaveAttribute('open');
    expect(screen.getByText('Sprinklers')).not.toBeVisible();
  });

  it('is reachable from the keyboard', async () => {
    // Enter and Space on a summary are the browser's own (jsdom has neither): the end-to-end
    // tests press them (e2e/tests/html-first-toggles.spec.ts).
    const user = userEvent.setup();
    renderInSite(<ProjectAboutBox project={withServices} />, { language: 'ka' });
    await user.tab();
    expect(servicesSummary('სერვისები')).toHaveFocus();
  });

  it('has no dropdown for a project without services', () => {
    renderInSite(<ProjectAboutBox project={project(3)} />);
    expect(within(screen.getByRole('complementary')).queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('Services', { exact: true })).not.toBeInTheDocument();
  });
});

describe('ProjectAboutBox after server rendering', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('stays open when the visitor opened it before hydration, without a mismatch', async () => {
    const box = (
      <TestSite store={languageStore('en')}>
        <ProjectAboutBox project={withServices} />
      </TestSite>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    // Opened by the visitor while the scripts were still on their way.
    await userEvent.click(servicesSummary());
    expect(screen.getByText('Sprinklers')).toBeVisible();

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        root = hydrateRoot(container, box, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(recoverable).toEqual([]);
    expect(dropdown()).toHaveAttribute('open');
    expect(screen.getByText('Sprinklers')).toBeVisible();
    await userEvent.click(servicesSummary());
    expect(screen.getByText('Sprinklers')).not.toBeVisible();
  });
});
