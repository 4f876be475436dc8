import { Link } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import styles from './Breadcrumb.module.scss';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, the last item. */
  to?: string;
}

/** Home > … > current page. The first item, Home, is added here. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = useTexts(commonTexts);
  const all: BreadcrumbItem[] = [{ label: t.breadcrumb.home, to: '/' }, ...items];
  return (
    <nav aria-label={t.breadcrumb.label} className={styles.breadcrumb}>
      <ol>
        {all.map((item, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
