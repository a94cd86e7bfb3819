import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUnsubscribeSavedSearchMutation } from '@autoberza/api-client';
import type { UnsubscribeSavedSearchApiArg } from '@autoberza/api-client';
import { Link } from '@autoberza/ui/Link';
import { SignedLinkPage } from '../../components/SignedLinkPage';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';

/** How long a mailed unsubscribe link works (the server refuses older ones with 410). */
export const UNSUBSCRIBE_LINK_DAYS = 60;

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
 * `/saved-searches/unsubscribe?…&iat=…&token=…`: the link of a notice mail; its one button turns
 * the notice off. A link older than 60 days says how to manage notices in the profile instead.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = linkOf(params);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [unsubscribe, request] = useUnsubscribeSavedSearchMutation();

  return (
    <SignedLinkPage
      texts={{
        title: t('cars:saved.unsubscribeTitle'),
        expiredTitle: t('cars:saved.unsubscribeExpiredTitle'),
        missing: t('cars:saved.unsubscribeMissing'),
        expired: t('cars:saved.unsubscribeExpired', { days: UNSUBSCRIBE_LINK_DAYS }),
        ask:
          link?.kind === 'newListings'
            ? t('cars:saved.unsubscribeAsk.newListings')
            : link?.kind === 'favourites'
              ? t('cars:saved.unsubscribeAsk.favourites')
              : t('cars:saved.unsubscribeAsk.ids'),
        button: t('cars:saved.unsubscribeButton'),
        failed: t('cars:saved.unsubscribeFailed'),
      }}
      issuedAt={link?.query.iat}
      validDays={UNSUBSCRIBE_LINK_DAYS}
      request={request}
      onPress={() => {
        if (link) void unsubscribe(link.query);
      }}
      done={(data) => (
        <>
          <p className="mb-2 font-semibold">{data.message}</p>
          {link?.kind === 'ids' && <p>{t('cars:saved.unsubscribeDone')}</p>}
        </>
      )}
      links={({ expired }) => (
        <>
          {(expired || link?.kind !== 'ids') && (
            <Link href={signedIn ? paths.profile : paths.login}>{t('cars:saved.toProfile')}</Link>
          )}
          <Link href={signedIn ? paths.savedSearches : paths.home}>
            {signedIn ? t('cars:saved.toSavedSearches') : t('cars:saved.toHome')}
          </Link>
        </>
      )}
    />
  );
}
