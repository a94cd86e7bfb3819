import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverMessage, useRequestPasswordRecoveryMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { FormTextField } from '../../components/form';
import { useAppDispatch } from '../../store/hooks';
import { showToast } from '../../store/toastSlice';
import { paths } from '../../paths';
import { AuthCard } from './AuthCard';
import { recoverySchema } from './schemas';
import type { RecoveryValues } from './schemas';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

export default function RecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [recover] = useRequestPasswordRecoveryMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RecoveryValues>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: '' },
  });

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await recover({ body: values }).unwrap();
      dispatch(showToast({ type: 'success', text: t('auth:recovery.sent') }));
      // Success goes to "/" (signed out, that is the login screen).
      navigate(paths.root);
    } catch (error) {
      setError('email', { message: serverMessage(error) ?? 'validation:recovery.notFound' });
      focusFirstInvalid();
    }
  }, focusFirstInvalid);

  return (
    <AuthCard title={t('auth:recovery.title')} intro={t('auth:recovery.intro')}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth:fields.email')}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? t('auth:recovery.submitting') : t('auth:recovery.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link href={paths.login}>{t('auth:recovery.backToLogin')}</Link>
        <Link href={paths.register}>{t('auth:login.registerLink')}</Link>
      </div>
    </AuthCard>
  );
}
