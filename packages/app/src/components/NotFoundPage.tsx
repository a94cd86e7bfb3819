import { useTranslation } from 'react-i18next';
import { Link } from '@autoberza/ui/Link';
import { paths } from '../paths';
import { usePageTitle } from './usePageTitle';

/**
 * An address the app does not know: a Serbian 404 page (the server answers it with status 404),
 * with the way home and to sign-in or the search. Signed in it shows inside the layout; signed
 * out it stands alone, like the sign-in screens.
 */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('common:notFound.title'));
  const body = (
    <div className="w-full max-w-md rounded-card bg-surface p-6 shadow-card sm:p-8">
      <p className="mb-2 text-lg font-bold text-primary-700">{t('common:notFound.code')}</p>
      <h1 className="mb-2 text-2xl font-bold text-ink">{t('common:notFound.title')}</h1>
      <p className="mb-6 text-muted">{t('common:notFound.text')}</p>
      <div className="flex flex-wrap gap-4">
        <Link href={paths.root} variant="button">
          {t('common:notFound.home')}
        </Link>
        <Link href={paths.contact}>{t('common:notFound.contact')}</Link>
      </div>
    </div>
  );
  return standalone ? (
    <main className="flex min-h-screen items-start justify-center bg-canvas px-4 py-10 sm:items-center">
      {body}
    </main>
  ) : (
    <div className="flex justify-center px-4 py-10">{body}</div>
  );
}
