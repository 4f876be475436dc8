import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TeamMemberCard } from './TeamMemberCard';

// docs/architecture.md#scripts-only-where-something-moves: focus on a clipped position is what
// starts the page's scripts, so the focus event came before React listened.

const LONG = 'Head of Fire Alarm Design, Commissioning and Maintenance Works';
const card = (
  <ul>
    <TeamMemberCard name="Nino Gelashvili" position={LONG} photo="nino.svg" />
  </ul>
);

describe('a clipped position after server rendering', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(container, card);
    });
  };

  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = renderToString(card);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('shows its tooltip once hydrated when it was focused before', async () => {
    screen.getByRole('button', { name: LONG }).focus();
    await hydrate();
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG);
    expect(screen.getByRole('button', { name: LONG })).toHaveFocus();
  });

  it('keeps its tooltip closed when nothing was focused', async () => {
    await hydrate();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
