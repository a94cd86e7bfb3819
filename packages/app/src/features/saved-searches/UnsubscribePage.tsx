import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverMessage, useUnsubscribeSavedSearchMutation } from '@autoberza/api-client';
import type { UnsubscribeSavedSearchApiArg } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from '../../components/usePageTitle';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';

/** How long a mailed unsubscribe link works (the server refuses older ones with 410). */
export const UNSUBSCRIBE_LINK_DAYS = 60;
const DAY_MS = 86_400_000;

type Kind = 'ids' | 'newListings' | 'favourites';

/** What the link stops, from its query; undefined when a part is missing. */
function linkOf(
  params: URLSearchParams,
): { kind: Kind; query: UnsubscribeSavedSearchApiArg } | undefined {
  const ids = params.get('ids') ?? '';
  const notice = params.get('notice') ?? '';
  const user = params.get('user') ?? '';
  const iat = Number(params.get('iat'));
  const token = params.get('token') ?? '';
  if (!token || !Number.isInteger(iat) || iat <= 0) return undefined;
  if (ids) return { kind: 'ids', query: { ids, iat, token } };
  if ((notice === 'newListings' || notice === 'favourites') && user)
    return { kind: notice, query: { notice, user, iat, token } };
  return undefined;
}

/**
 * `/saved-searches/unsubscribe?…&iat=…&token=…`: the link of a notice mail. Opening it changes
 * nothing (mail scanners open links, some run scripts); the one button turns the notice off (the
 * signed link is the permission; no sign-in). A link older than 60 days says how to manage
 * notices in the profile instead.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('cars:saved.unsubscribeTitle'));
  const [params] = useSearchParams();
  const link = linkOf(params);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeSavedSearchMutation();
  const expired =
    (link !== undefined && Date.now() - link.query.iat * 1000 > UNSUBSCRIBE_LINK_DAYS * DAY_MS) ||
    (error !== undefined && (error as { status?: unknown }).status === 410);

  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold">
        {expired ? t('cars:saved.unsubscribeExpiredTitle') : t('cars:saved.unsubscribeTitle')}
      </h1>
      <div role="status" className="mb-6 max-w-prose">
        {!link ? (
          <p>{t('cars:saved.unsubscribeMissing')}</p>
        ) : expired ? (
          <p>{t('cars:saved.unsubscribeExpired', { days: UNSUBSCRIBE_LINK_DAYS })}</p>
        ) : data ? (
          <>
            <p className="mb-2 font-semibold">{data.message}</p>
            {link.kind === 'ids' && <p>{t('cars:saved.unsubscribeDone')}</p>}
          </>
        ) : error ? (
          <>
            <p className="mb-2 font-semibold">{t('cars:saved.unsubscribeFailed')}</p>
            <p>{serverMessage(error) ?? t('common:errors.generic')}</p>
          </>
        ) : null}
      </div>
      {link && !expired && !data && (
        <div className="mb-6 max-w-prose">
          <p className="mb-4">
            {link.kind === 'ids'
              ? t('cars:saved.unsubscribeAsk.ids')
              : link.kind === 'newListings'
                ? t('cars:saved.unsubscribeAsk.newListings')
                : t('cars:saved.unsubscribeAsk.favourites')}
          </p>
          <Button isPending={isLoading} onPress={() => void unsubscribe(link.query)}>
            {t('cars:saved.unsubscribeButton')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-4">
        {(expired || link?.kind !== 'ids') && (
          <Link href={signedIn ? paths.profile : paths.login}>{t('cars:saved.toProfile')}</Link>
        )}
        <Link href={signedIn ? paths.savedSearches : paths.home}>
          {signedIn ? t('cars:saved.toSavedSearches') : t('cars:saved.toHome')}
        </Link>
      </div>
    </PageContainer>
  );
}
