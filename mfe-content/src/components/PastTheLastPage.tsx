import { Link } from '@site/shared/router';
import { PageStatus } from '@site/shared/head';
import { StatusMessage } from './StatusMessage';
import layout from './PageLayout.module.scss';

/**
 * Whether `page` of a list lies past its last page (`?page=99`): no page of its own, so a 404
 * that no search engine indexes (docs/product.md#pagination). Never for a list that answered
 * nothing at all (a failed fetch answers an empty list): that is no page number's fault.
 */
export function isPastTheLastPage(page: number, list: { total: number; totalPages: number }) {
  return list.total > 0 && page > list.totalPages;
}

/** What a list shows past its last page: the message, and a way to the list's first page. */
export function PastTheLastPage({
  message,
  back,
  firstPage,
}: {
  message: string;
  back: string;
  firstPage: string;
}) {
  return (
    <div className={layout.notFound}>
      <PageStatus code={404} />
      <StatusMessage>{message}</StatusMessage>
      <Link to={firstPage} className={layout.backLink}>
        {back}
      </Link>
    </div>
  );
}
