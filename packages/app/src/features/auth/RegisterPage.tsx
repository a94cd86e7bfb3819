import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRegisterMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Checkbox } from '@autoberza/ui/Checkbox';
import { Link } from '@autoberza/ui/Link';
import { CitySelect } from '../../components/CitySelect';
import { FormPasswordField, FormTextField } from '../../components/form';
import { useErrorText } from '../../components/useErrorText';
import { useNotify } from '../../components/useNotify';
import { loginPath, paths, safeReturnPath } from '../../paths';
import { AuthCard } from './AuthCard';
import { registerSchema } from './schemas';
import type { RegisterValues } from './schemas';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [register] = useRegisterMutation();
  const [params] = useSearchParams();
  // The page the person came from: the approval mail's sign-in leads back there.
  const returnTo = safeReturnPath(params.get('next'));
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
      acceptTerms: false,
    },
  });
  const errorText = useErrorText();

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = handleSubmit(async ({ address, acceptTerms: _accepted, ...values }) => {
    try {
      await register({
        body: {
          ...values,
          acceptTerms: true,
          ...(address ? { address } : {}),
          ...(returnTo ? { returnTo } : {}),
        },
      }).unwrap();
      // docs/product.md, “Account states”: the account waits for an administrator; say so, then go
      // to the login screen.
      notify.success(t('auth:register.pending'));
      navigate(loginPath(returnTo));
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
        {/* Consent to the terms and the privacy notice: required, recorded by the server. */}
        <p id="register-terms" className="text-sm">
          {t('auth:register.termsRead')}{' '}
          <Link href={paths.terms} target="_blank">
            {t('auth:register.termsLink')}
          </Link>{' '}
          {t('auth:register.termsAnd')}{' '}
          <Link href={paths.privacy} target="_blank">
            {t('auth:register.privacyLink')}
          </Link>{' '}
          {t('auth:register.newTab')}
        </p>
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <Checkbox
              name={field.name}
              isSelected={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              isInvalid={Boolean(fieldState.error)}
              errorMessage={errorText(fieldState.error?.message)}
              validationBehavior="aria"
              aria-describedby="register-terms"
            >
              {t('auth:register.acceptTerms')}
            </Checkbox>
          )}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted">{t('auth:register.approvalNote')}</p>
      <p className="mt-2 text-sm">
        {t('auth:register.haveAccount')}{' '}
        <Link href={loginPath(returnTo)}>{t('auth:register.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
