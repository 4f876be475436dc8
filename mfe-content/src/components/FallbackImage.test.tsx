import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './FallbackImage';

describe('FallbackImage', () => {
  it('shows a placeholder when there is no image', () => {
    render(<FallbackImage src={null} alt="Tower" width={400} height={300} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('width', '400');
  });

  it('loads lazily with its size set, unless it has priority', () => {
    const { rerender } = render(
      <FallbackImage src="https://img/a.webp" alt="Tower" width={400} height={300} />,
    );
    const image = screen.getByRole('img', { name: 'Tower' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    rerender(
      <FallbackImage src="https://img/a.webp" alt="Tower" width={400} height={300} priority />,
    );
    expect(screen.getByRole('img', { name: 'Tower' })).toHaveAttribute('loading', 'eager');
  });

  it('hides an image that fails to load, and tries again with a new URL', () => {
    const { rerender } = render(
      <FallbackImage src="https://img/broken.webp" alt="Tower" width={400} height={300} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Tower' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    rerender(<FallbackImage src="https://img/b.webp" alt="Tower" width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'Tower' })).toBeInTheDocument();
  });
});
