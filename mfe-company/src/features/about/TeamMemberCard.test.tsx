import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/shared/testing';
import { POSITION_CLIP_LENGTH, TeamMemberCard } from './TeamMemberCard';

const FIFTY = 'Head of Fire Alarm Design and Commissioning Worksx';
const FIFTY_ONE = `${FIFTY}y`;

function renderCard(position: string) {
  return renderInSite(
    <ul>
      <TeamMemberCard name="Nino Gelashvili" position={position} photo="nino.svg" />
    </ul>,
  );
}

describe('TeamMemberCard', () => {
  it('uses the fixtures it claims to', () => {
    expect(POSITION_CLIP_LENGTH).toBe(50);
    expect(FIFTY).toHaveLength(50);
    expect(FIFTY_ONE).toHaveLength(51);
  });

  it('shows the photo, name and a 50-character position in full, without tooltip', async () => {
    const user = userEvent.setup();
    renderCard(FIFTY);
    const photo = screen.getByRole('img', { name: 'Nino Gelashvili' });
    expect(photo).toHaveAttribute('width', '160');
    expect(photo).toHaveAttribute('height', '160');
    expect(screen.getByRole('heading', { name: 'Nino Gelashvili' })).toBeInTheDocument();
    expect(screen.getByText(FIFTY)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.hover(screen.getByText(FIFTY));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('clips a 51-character position and shows it whole in a tooltip on hover', async () => {
    const user = userEvent.setup();
    renderCard(FIFTY_ONE);
    const position = screen.getByRole('button', { name: FIFTY_ONE });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(position);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(FIFTY_ONE);
    expect(position).toHaveAccessibleDescription(FIFTY_ONE);

    await user.unhover(position);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip on keyboard focus and hides it on Escape and on blur', async () => {
    const user = userEvent.setup();
    renderCard(FIFTY_ONE);
    await user.tab();
    expect(screen.getByRole('button', { name: FIFTY_ONE })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(FIFTY_ONE);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
