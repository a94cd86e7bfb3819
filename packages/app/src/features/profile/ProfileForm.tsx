import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@autoberza/api-client';
import { useUpdateProfileMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { CitySelect } from '../../components/CitySelect';
import { FormTextField } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useAppDispatch } from '../../store/hooks';
import { userUpdated } from '../../store/authSlice';
import { profileSchema } from './schemas';
import type { ProfileValues } from './schemas';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

export function ProfileForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      phone: me.phone ?? '',
      address: me.address ?? '',
      city: me.city?._id ?? '',
    },
  });

  // The e-mail is the login name; the server does not change it here (shown read-only).
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = handleSubmit(async ({ city, email: _email, ...values }) => {
    try {
      const saved = await updateProfile({ body: { ...values, city: city || null } }).unwrap();
      dispatch(
        userUpdated({
          firstName: saved.firstName,
          lastName: saved.lastName,
          email: saved.email,
          phone: saved.phone,
          address: saved.address ?? '',
          city: saved.city ?? null,
        }),
      );
      notify.success(t('profile:profileTab.saved'));
    } catch (error) {
      notify.error(error);
    }
  }, focusFirstInvalid);

  return (
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
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth:fields.email')}
        isReadOnly
      />
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('common:fields.phone')}
      />
      <FormTextField
        control={control}
        name="address"
        autoComplete="street-address"
        label={t('common:fields.address')}
      />
      <CitySelect control={control} name="city" />
      <Button type="submit" isDisabled={isSubmitting} className="self-start">
        {isSubmitting ? t('common:actions.saving') : t('common:actions.save')}
      </Button>
    </form>
  );
}
