import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { serverMessage, useVerifyEmailMutation } from '@autoberza/api-client';
import { Link } from '@autoberza/ui/Link';
import { Spinner } from '@autoberza/ui/Spinner';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';
import { AuthCard } from './AuthCard';

type State = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message?: string };

/**
 * docs/product.md, “Account states”: the e-mailed link really verifies the address (once, on
 * arrival), signed in or not; a signed-in reader is already approved, so is told only that and led
 * home instead of to login.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const { token = '' } = useParams();
  const [verify] = useVerifyEmailMutation();
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    verify({ body: { token } })
      .unwrap()
      .then(() => setState({ kind: 'done' }))
      .catch((error: unknown) => setState({ kind: 'failed', message: serverMessage(error) }));
  }, [token, verify]);

  return (
    <AuthCard title={t('auth:verifyEmail.title')}>
      {state.kind === 'pending' && <Spinner label={t('auth:verifyEmail.pending')} />}
      {state.kind === 'done' && (
        <p role="status">
          {signedIn ? t('auth:verifyEmail.doneSignedIn') : t('auth:verifyEmail.done')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="text-danger-700">
          {state.message ?? t('auth:verifyEmail.failed')}
        </p>
      )}
      <div className="mt-6 text-sm">
        {signedIn ? (
          <Link href={paths.root}>{t('auth:verifyEmail.toHome')}</Link>
        ) : (
          <Link href={paths.login}>{t('auth:recovery.backToLogin')}</Link>
        )}
      </div>
    </AuthCard>
  );
}
