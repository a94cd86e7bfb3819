import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { FormPasswordField } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { changePasswordSchema } from './schemas';
import type { ChangePasswordValues } from './schemas';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

const empty: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [changePassword] = useChangePasswordMutation();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await changePassword({ body: { oldPassword, newPassword } }).unwrap();
      reset(empty);
      notify.success(t('profile:passwordTab.changed'));
    } catch (error) {
      notify.error(error);
    }
  }, focusFirstInvalid);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormPasswordField
        control={control}
        name="oldPassword"
        autoComplete="current-password"
        label={t('profile:passwordTab.oldPassword')}
      />
      <FormPasswordField
        control={control}
        name="newPassword"
        autoComplete="new-password"
        label={t('profile:passwordTab.newPassword')}
        description={t('auth:passwordRule')}
      />
      <FormPasswordField
        control={control}
        name="confirmPassword"
        autoComplete="new-password"
        label={t('profile:passwordTab.confirmPassword')}
      />
      <Button type="submit" isDisabled={isSubmitting} className="self-start">
        {isSubmitting ? t('common:actions.saving') : t('profile:passwordTab.submit')}
      </Button>
    </form>
  );
}
