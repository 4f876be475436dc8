import type { ReactNode } from 'react';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import {
  BLOCKS,
  INLINES,
  MARKS,
  type Block,
  type Document,
  type Inline,
  type Node,
} from '@contentful/rich-text-types';
import { getSiteConfig } from '@site/shared/config';
import { commonTexts, useTexts, type Language } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { Link } from '@site/shared/router';
import { FallbackImage } from '../../../components/FallbackImage';
import { POST_BODY } from '../../../components/imageLayouts';
import { contentLocale, responsiveImage, toContentImage } from '../../../queries';
import type { InspectorTags } from '../../../live-preview/inspectorTags';
import { headingLevels, type HeadingLevel } from './headingLevels';
import { safeHref } from './safeHref';
import { entryRoute, siteRoute } from './siteLink';
import styles from './RichTextBody.module.scss';

/** The widest an image in the text column is ever shown, in CSS pixels × 1.5 for sharp screens. */
const BODY_IMAGE_WIDTH = 1100;

function ExternalLink({ href, children }: { href: string | null; children: ReactNode }) {
  const newTab = useTexts(commonTexts).common.openInNewTab;
  if (!href) return <span className={styles.deadLink}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <span className={styles.visuallyHidden}> {newTab}</span>
    </a>
  );
}

/**
 * A link in the text: to a page of this site, the router's link to its route path, so it keeps
 * the reader's language path and opens in place; to a part of this page (`#…`), a plain one;
 * anything else, a new tab.
 */
function TextLink({ href, children }: { href: string | null; children: ReactNode }) {
  const route = href && siteRoute(href, getSiteConfig().siteUrl);
  if (route) return <InternalLink to={route}>{children}</InternalLink>;
  if (href?.startsWith('#')) {
    return (
      <a href={href} className={styles.link}>
        {children}
      </a>
    );
  }
  return <ExternalLink href={href}>{children}</ExternalLink>;
}

/** A link to a page of this site, by its route path; without one, the text alone. */
function InternalLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (!to) return <span>{children}</span>;
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}

function EmbeddedImage({ node, language }: { node: Block | Inline; language: Language }) {
  const image = toContentImage(node.data.target, contentLocale(language));
  if (!image) return null;
  const width = Math.min(image.width ?? BODY_IMAGE_WIDTH, BODY_IMAGE_WIDTH);
  const height =
    image.width && image.height
      ? Math.round((image.height / image.width) * width)
      : Math.round(width * 0.66);
  const caption = image.title || image.description;
  return (
    <figure className={styles.figure}>
      <FallbackImage
        {...responsiveImage(image, { width, layout: POST_BODY })}
        alt={image.description || image.title}
        width={width}
        height={height}
        className={styles.image}
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

function assetLinkHref(node: Block | Inline, language: Language): string | null {
  return toContentImage(node.data.target, contentLocale(language))?.url ?? null;
}

/** A heading at its place in the outline (headingLevels.ts), looking like the author's level. */
function Heading({
  level,
  className,
  children,
}: {
  level: HeadingLevel;
  className: string;
  children: ReactNode;
}) {
  const Element = `h${level}` as const;
  return <Element className={className}>{children}</Element>;
}

function options(language: Language, levels: Map<Node, HeadingLevel>): Options {
  const heading = (className: string | undefined) =>
    function renderHeading(node: Block | Inline, children: ReactNode) {
      return (
        <Heading level={levels.get(node) ?? 2} className={className ?? ''}>
          {children}
        </Heading>
      );
    };
  return {
    renderMark: {
      [MARKS.BOLD]: (text) => <strong>{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
      [MARKS.CODE]: (text) => <code>{text}</code>,
    },
    renderNode: {
      [BLOCKS.PARAGRAPH]: (_node, children) => <p>{children}</p>,
      [BLOCKS.HEADING_1]: heading(styles.h1),
      [BLOCKS.HEADING_2]: heading(styles.h2),
      [BLOCKS.HEADING_3]: heading(styles.h3),
      [BLOCKS.HEADING_4]: heading(styles.h4),
      [BLOCKS.HEADING_5]: heading(styles.h5),
      [BLOCKS.HEADING_6]: heading(styles.h5),
      [BLOCKS.UL_LIST]: (_node, children) => <ul className={styles.list}>{children}</ul>,
      [BLOCKS.OL_LIST]: (_node, children) => <ol className={styles.list}>{children}</ol>,
      [BLOCKS.LIST_ITEM]: (_node, children) => <li>{children}</li>,
      [BLOCKS.QUOTE]: (_node, children) => (
        <blockquote className={styles.quote}>{children}</blockquote>
      ),
      [BLOCKS.HR]: () => <hr className={styles.rule} />,
      [BLOCKS.EMBEDDED_ASSET]: (node) => <EmbeddedImage node={node} language={language} />,
      // Entries embedded in the text have no design of their own: they are left out.
      [BLOCKS.EMBEDDED_ENTRY]: () => null,
      [BLOCKS.EMBEDDED_RESOURCE]: () => null,
      [INLINES.EMBEDDED_ENTRY]: () => null,
      [INLINES.EMBEDDED_RESOURCE]: () => null,
      [INLINES.HYPERLINK]: (node, children) => (
        <TextLink href={safeHref(node.data.uri)}>{children}</TextLink>
      ),
      [INLINES.ASSET_HYPERLINK]: (node, children) => (
        <ExternalLink href={assetLinkHref(node, language)}>{children}</ExternalLink>
      ),
      // A link to a post or a project: its page. Entries of other types have no page.
      [INLINES.ENTRY_HYPERLINK]: (node, children) => (
        <InternalLink to={entryRoute(node.data.target, contentLocale(language))}>
          {children}
        </InternalLink>
      ),
      [INLINES.RESOURCE_HYPERLINK]: (_node, children) => <span>{children}</span>,
    },
  };
}

/**
 * A post's rich-text body: every node docs/product.md#blog-post lists, rendered as React elements
 * only.
 */
/** A post's body; `tags`: the inspector's tags of its field in an editor's preview. */
export function RichTextBody({ document, tags }: { document: Document; tags?: InspectorTags }) {
  const { language } = useLanguage();
  return (
    <div className={styles.body} {...tags}>
      {documentToReactComponents(document, options(language, headingLevels(document)))}
    </div>
  );
}
