import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { serverMessage, useRecoverAccountMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { FormPasswordField } from '../../components/form';
import { paths, to } from '../../paths';
import { AuthCard } from './AuthCard';
import { newPasswordSchema } from './schemas';
import type { NewPasswordValues } from './schemas';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

export default function NewPasswordPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const navigate = useNavigate();
  const [recoverAccount] = useRecoverAccountMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) {
      setError('password', { message: 'validation:newPassword.invalidLink' });
      focusFirstInvalid();
      return;
    }
    try {
      await recoverAccount({ body: { token, password } }).unwrap();
      navigate(to.loginVerified());
    } catch (error) {
      setError('password', { message: serverMessage(error) ?? 'validation:newPassword.failed' });
      focusFirstInvalid();
    }
  }, focusFirstInvalid);

  return (
    <AuthCard title={t('auth:newPassword.title')} intro={t('auth:newPassword.intro')}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormPasswordField
          control={control}
          name="password"
          autoComplete="new-password"
          label={t('auth:fields.newPassword')}
          description={t('auth:passwordRule')}
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          autoComplete="new-password"
          label={t('auth:fields.confirmPassword')}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? t('auth:newPassword.submitting') : t('auth:newPassword.submit')}
        </Button>
      </form>
      <div className="mt-6 text-sm">
        <Link href={paths.login}>{t('auth:newPassword.loginLink')}</Link>
      </div>
    </AuthCard>
  );
}
