import { screen } from '@testing-library/react';
import { renderInSite } from '@site/shared/testing';
import { StandaloneRoutes } from './StandaloneRoutes';

function named(name: string) {
  function Named() {
    return <p>{name}</p>;
  }
  return Named;
}

const company = {
  Home: named('home page'),
  ServicesList: named('services list'),
  ServiceDetail: named('service detail'),
  About: named('about page'),
};
const content = {
  ProjectsList: named('projects list'),
  ProjectDetail: named('project detail'),
  BlogList: named('blog list'),
  BlogPost: named('blog post'),
  FeaturedProjects: named('featured projects widget'),
  BlogTeaser: named('blog teaser widget'),
};

it('shows each page of the remote on the routes the federation table gives it', () => {
  renderInSite(<StandaloneRoutes remote="company" modules={company} />, {
    route: '/services/fire-alarm',
  });
  expect(screen.getByText('service detail')).toBeInTheDocument();
  expect(screen.queryByText('home page')).not.toBeInTheDocument();
});

it('shows the remote’s widgets at / when none of its pages answers it', () => {
  renderInSite(<StandaloneRoutes remote="content" modules={content} />, { route: '/' });
  expect(screen.getByText('featured projects widget')).toBeInTheDocument();
  expect(screen.getByText('blog teaser widget')).toBeInTheDocument();
  expect(screen.queryByText('projects list')).not.toBeInTheDocument();
});

it('shows the remote’s first page on an address none of its routes answers', () => {
  renderInSite(<StandaloneRoutes remote="content" modules={content} />, { route: '/about' });
  expect(screen.getByText('projects list')).toBeInTheDocument();
});

it('shows a page whose route is / there, not the widgets', () => {
  renderInSite(<StandaloneRoutes remote="company" modules={company} />, { route: '/' });
  expect(screen.getByText('home page')).toBeInTheDocument();
});
