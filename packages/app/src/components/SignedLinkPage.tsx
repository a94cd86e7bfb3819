import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY, SECOND } from '@autoberza/contract/time';
import { serverMessage } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from './usePageTitle';

/** The page's words; every one from the locale. */
export interface SignedLinkTexts {
  /** The page's title and heading while the link works. */
  title: string;
  /** The heading once the link has expired. */
  expiredTitle: string;
  /** The link lacks a part. */
  missing: string;
  /** The link is older than `validDays` (or the server said so). */
  expired: string;
  /** The question above the button. */
  ask: string;
  button: string;
  /** The press failed (the server's message follows). */
  failed: string;
}

export interface SignedLinkPageProps<Result> {
  texts: SignedLinkTexts;
  /** When the link was signed (its `iat`, in seconds); undefined when the link lacks a part. */
  issuedAt: number | undefined;
  /** How many days the link works; the server refuses an older one with 410. */
  validDays: number;
  /** The press's request: the state of an RTK Query mutation. */
  request: { data?: Result; error?: unknown; isLoading: boolean };
  onPress: () => void;
  /** What the page says once the press succeeded. */
  done: (result: Result) => ReactNode;
  /** The links under the page. */
  links: (state: { expired: boolean; result: Result | undefined }) => ReactNode;
}

/**
 * The page a signed link of a mail opens (an advert's renewal, a notice's unsubscribe). Opening
 * it changes nothing, as mail scanners open links and some run scripts; only its one button acts
 * (the signed link is the permission; no sign-in). An expired link says so, with no button.
 */
export function SignedLinkPage<Result>({
  texts,
  issuedAt,
  validDays,
  request: { data, error, isLoading },
  onPress,
  done,
  links,
}: SignedLinkPageProps<Result>) {
  const { t } = useTranslation();
  usePageTitle(texts.title);
  const expired =
    (issuedAt !== undefined && Date.now() - issuedAt * SECOND > validDays * DAY) ||
    (error !== undefined && (error as { status?: unknown }).status === 410);

  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold">{expired ? texts.expiredTitle : texts.title}</h1>
      <div role="status" className="mb-6 max-w-prose">
        {issuedAt === undefined ? (
          <p>{texts.missing}</p>
        ) : expired ? (
          <p>{texts.expired}</p>
        ) : data !== undefined ? (
          done(data)
        ) : error ? (
          <>
            <p className="mb-2 font-semibold">{texts.failed}</p>
            <p>{serverMessage(error) ?? t('common:errors.generic')}</p>
          </>
        ) : null}
      </div>
      {issuedAt !== undefined && !expired && data === undefined && (
        <div className="mb-6 max-w-prose">
          <p className="mb-4">{texts.ask}</p>
          <Button isPending={isLoading} onPress={onPress}>
            {texts.button}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-4">{links({ expired, result: data })}</div>
    </PageContainer>
  );
}
