import {
  moduleNamesOf,
  PAGE_ROUTES,
  REMOTE_NAMES,
  SECTIONS,
  WIDGETS,
  type RemoteModuleId,
} from './contract';

describe('the federation contract', () => {
  it('routes each page the table gives a route, remote by remote in the table order', () => {
    expect(PAGE_ROUTES.map(({ path, module }) => `${path} ${module}`)).toEqual([
      '/ company/Home',
      '/services company/ServicesList',
      '/services/:serviceId company/ServiceDetail',
      '/about company/About',
      '/projects content/ProjectsList',
      '/projects/:projectId content/ProjectDetail',
      '/blog content/BlogList',
      '/blog/:blogId content/BlogPost',
      '/contact contact/Contact',
    ]);
    expect(SECTIONS).toEqual(['home', 'services', 'about', 'projects', 'blog', 'contact', 'none']);
  });

  it('tells the widgets, which have no route, from the pages', () => {
    expect(WIDGETS).toEqual([
      { module: 'content/FeaturedProjects', embeddedIn: ['company/Home'] },
      { module: 'content/BlogTeaser', embeddedIn: ['company/Home'] },
    ]);
    expect(REMOTE_NAMES).toEqual(['company', 'content', 'contact']);
    expect(moduleNamesOf('contact')).toEqual(['Contact']);
  });

  it('accepts only exposed modules as module ids', () => {
    const known: RemoteModuleId = 'company/Home';
    // @ts-expect-error: the company remote exposes no Nope
    const unknown: RemoteModuleId = 'company/Nope';
    expect([known, unknown]).toHaveLength(2);
  });
});
