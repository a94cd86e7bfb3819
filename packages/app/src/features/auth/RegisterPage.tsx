import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegisterMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { CitySelect } from '../../components/CitySelect';
import { FormPasswordField, FormTextField } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { paths } from '../../paths';
import { AuthCard } from './AuthCard';
import { registerSchema } from './schemas';
import type { RegisterValues } from './schemas';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [register] = useRegisterMutation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      password: '',
      address: '',
      city: '',
    },
  });

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = handleSubmit(async ({ address, ...values }) => {
    try {
      await register({ body: { ...values, ...(address ? { address } : {}) } }).unwrap();
      // docs/product.md, “Account states”: the account waits for an administrator; say so, then go
      // to the login screen.
      notify.success(t('auth:register.pending'));
      navigate(paths.login);
    } catch (error) {
      console.error('Greška pri registraciji', error);
      notify.error(error);
    }
  }, focusFirstInvalid);

  return (
    <AuthCard title={t('auth:register.title')}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="firstName"
            autoComplete="given-name"
            label={t('common:fields.firstName')}
            isRequired
          />
          <FormTextField
            control={control}
            name="lastName"
            autoComplete="family-name"
            label={t('common:fields.lastName')}
            isRequired
          />
        </div>
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('common:fields.phone')}
          isRequired
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth:fields.email')}
          isRequired
        />
        <FormPasswordField
          control={control}
          name="password"
          autoComplete="new-password"
          label={t('auth:fields.password')}
          description={t('auth:passwordRule')}
          isRequired
        />
        <FormTextField
          control={control}
          name="address"
          autoComplete="street-address"
          label={t('common:fields.addressOptional')}
        />
        <CitySelect control={control} name="city" isRequired />
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted">{t('auth:register.approvalNote')}</p>
      <p className="mt-2 text-sm">
        {t('auth:register.haveAccount')}{' '}
        <Link href={paths.login}>{t('auth:register.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
