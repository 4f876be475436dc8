import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { responsiveImage } from '../queries';
import { post, project } from '../test/fixtures';
import { renderPage } from '../test/renderPage';
import { BlogCard } from './BlogCard';
import { FallbackImage } from './FallbackImage';
import { FEATURED_PROJECTS, PROJECT_HERO } from './imageLayouts';
import { ProjectCard } from './ProjectCard';

// Pictures sized for the screen: each card's picture offers the ladder's widths its grid needs,
// and the first screen's picture is preloaded with the same choice.

/** The widths a srcset offers (its `w` descriptors). */
function offeredWidths(image: HTMLElement | Element | null): number[] {
  const srcSet = image?.getAttribute('srcset') ?? '';
  return srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
}

describe('responsive pictures', () => {
  it('a project card offers widths for its grid, and keeps its src', () => {
    renderPage(<ProjectCard project={project(1)} />);
    const image = screen.getByRole('img', { name: 'Photo of project 1' });
    expect(image).toHaveAttribute('sizes', '(max-width: 768px) 50vw, 300px');
    expect(offeredWidths(image)).toEqual([320, 480, 640, 800, 1024, 1280]);
    expect(image.getAttribute('src')).toContain('w=640&h=480');
  });

  it('a card in the one-column phone grid offers a phone’s full width', () => {
    renderPage(<ProjectCard project={project(1)} layout={FEATURED_PROJECTS} />);
    const image = screen.getByRole('img', { name: 'Photo of project 1' });
    expect(image).toHaveAttribute(
      'sizes',
      '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 300px',
    );
    // 767 px × 3 wants 2400; the fixture's picture is 1600 wide.
    expect(offeredWidths(image)).toEqual([320, 480, 640, 800, 1024, 1280, 1600]);
  });

  it('a blog card offers widths up to the picture’s own', () => {
    const picture = { url: 'https://images.example/p.jpg', title: '', description: 'A post' };
    renderPage(<BlogCard post={post(1, { image: { ...picture, width: 1000, height: 625 } })} />);
    const image = screen.getByRole('img', { name: 'A post' });
    expect(offeredWidths(image)).toEqual([320, 480, 640, 800, 1000]);
  });

  it('the first screen’s picture is preloaded with the same srcset and sizes', () => {
    const picture = responsiveImage(project(1).image, {
      width: 1200,
      height: 800,
      layout: PROJECT_HERO,
    });
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <FallbackImage {...picture} alt="Tower" width={1200} height={800} priority />,
    );
    document.body.append(page);
    const image = screen.getByRole('img', { name: 'Tower' });
    const preload = page.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('imagesrcset', image.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', '(max-width: 968px) 100vw, 760px');
    expect(offeredWidths(image)).toEqual([320, 480, 640, 800, 1024, 1280, 1600]);
    page.remove();
  });
});
