import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLoginMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { FormPasswordField, FormTextField } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { paths } from '../../paths';
import { useAppDispatch } from '../../store/hooks';
import { loggedIn } from '../../store/authSlice';
import { AuthCard } from './AuthCard';
import { loginResolver } from './loginForm';
import type { LoginValues } from './loginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [login] = useLoginMutation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  // On success the route set changes and "/login" redirects to "/" (D23).
  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await login({ body: values }).unwrap();
      dispatch(loggedIn(session));
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <AuthCard title={t('auth:login.title')}>
      {params.get('verified') === '1' && (
        <p role="status" className="mb-4 rounded-field bg-success-50 p-3 text-success-700">
          {t('auth:login.verifiedNotice')}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth:fields.email')}
        />
        <FormPasswordField
          control={control}
          name="password"
          autoComplete="current-password"
          label={t('auth:fields.password')}
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
