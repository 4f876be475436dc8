import { SitemapPart } from './contentSitemap';

describe("content's part of the sitemap", () => {
  it('is drawn again only after a content change, and kept while the service fails', async () => {
    let generation = 1;
    const draw = jest.fn<Promise<string>, []>().mockResolvedValue('<url>one</url>');
    const part = new SitemapPart(() => generation, draw);
    expect(await part.current()).toBe('<url>one</url>');
    expect(await part.current()).toBe('<url>one</url>');
    expect(draw).toHaveBeenCalledTimes(1);

    generation = 2;
    draw.mockRejectedValueOnce(new Error('content service down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await part.current()).toBe('<url>one</url>');
    draw.mockResolvedValueOnce('<url>two</url>');
    expect(await part.current()).toBe('<url>two</url>');
  });

  it('lists the pages that need no content when it has never been drawn', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const part = new SitemapPart(
      () => 1,
      () => Promise.reject(new Error('down')),
    );
    const xml = await part.current();
    expect(xml).toContain('/projects</loc>');
    expect(xml).toContain('/blog</loc>');
    expect(xml).not.toContain('/blog/');
  });
});
