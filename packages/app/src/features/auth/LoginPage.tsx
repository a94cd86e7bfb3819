import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { PasswordField } from '@autoberza/ui/PasswordField';
import { TextField } from '@autoberza/ui/TextField';
import { useErrorText } from '../../components/useErrorText';
import { useNotify } from '../../components/useNotify';
import { paths } from '../../paths';
import { useAppDispatch } from '../../store/hooks';
import { loggedIn } from '../../store/authSlice';
import { loadApi } from '../../store/loadApi';
import { AuthCard } from './AuthCard';
import { useLoginForm } from './loginForm';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

/**
 * The first screen of most visits, so it carries only what it shows (docs/product.md, “Performance
 * targets”): no form library, and the API client loads as soon as the user turns to the form (or
 * when it is sent).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const notify = useNotify();

  // On success the route set changes and "/login" redirects to "/" (docs/product.md, “Route sets”).
  const { values, errors, isSubmitting, setValue, handleSubmit } = useLoginForm(async (body) => {
    try {
      const { api } = await loadApi();
      const request = dispatch(api.endpoints.login.initiate({ body }));
      try {
        dispatch(loggedIn(await request.unwrap()));
      } finally {
        request.reset();
      }
    } catch (error) {
      notify.error(error);
    }
  });

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  return (
    <AuthCard title={t('auth:login.title')}>
      {params.get('verified') === '1' && (
        <p role="status" className="mb-4 rounded-field bg-success-50 p-3 text-success-700">
          {t('auth:login.verifiedNotice')}
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) =>
          void handleSubmit(event).then((sent) => {
            if (!sent) focusFirstInvalid();
          })
        }
        className="flex flex-col gap-4"
      >
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth:fields.email')}
          value={values.email}
          onChange={(value) => setValue('email', value)}
          isInvalid={Boolean(errors.email)}
          errorMessage={errorText(errors.email)}
          validationBehavior="aria"
        />
        <PasswordField
          name="password"
          autoComplete="current-password"
          label={t('auth:fields.password')}
          value={values.password}
          onChange={(value) => setValue('password', value)}
          isInvalid={Boolean(errors.password)}
          errorMessage={errorText(errors.password)}
          validationBehavior="aria"
          showLabel={t('common:password.show')}
          hideLabel={t('common:password.hide')}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link href={paths.recovery}>{t('auth:login.forgotLink')}</Link>
        <Link href={paths.register}>{t('auth:login.registerLink')}</Link>
      </div>
    </AuthCard>
  );
}
