import { useTranslation } from 'react-i18next';
import { Pagination, type PaginationProps } from '@autoberza/ui/Pagination';

type Words = 'label' | 'previousLabel' | 'nextLabel' | 'pageLabel';
/** Pagination's props without its words, for either of its forms (links or buttons). */
type PagerProps = PaginationProps extends infer P
  ? P extends unknown
    ? Omit<P, Words>
    : never
  : never;

/**
 * The page links under a list, with the app's words; nothing when there is one page. A list
 * whose page is in the address gives `pageHref` (real links); a panel's state, `onPageChange`.
 */
export function Pager(props: PagerProps) {
  const { t } = useTranslation();
  const words = {
    label: t('cars:common.pages'),
    previousLabel: t('cars:common.previousPage'),
    nextLabel: t('cars:common.nextPage'),
    pageLabel: (page: number) => t('cars:common.page', { page }),
  };
  return <Pagination {...(props as PaginationProps)} {...words} />;
}
