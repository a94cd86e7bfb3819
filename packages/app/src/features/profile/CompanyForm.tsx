import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@autoberza/api-client';
import { useDeleteCompanyMutation, useUpdateCompanyMutation } from '@autoberza/api-client';
import { to } from '../../paths';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { FormTextArea, FormTextField } from '../../components/form';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useNotify } from '../../components/useNotify';
import { companySchema, splitPhones } from './schemas';
import type { CompanyValues } from './schemas';

/**
 * „Moj nalog“, Firma (docs/product.md, “The dealer's page”): the company a dealer trades as,
 * shown on their page and to the administrator who approves the account.
 */
export function CompanyForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [updateCompany] = useUpdateCompanyMutation();
  const [deleteCompany, { isLoading: isRemoving }] = useDeleteCompanyMutation();
  const company = me.company;
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: {
      name: company?.name ?? '',
      pib: company?.pib ?? '',
      registrationNumber: company?.registrationNumber ?? '',
      address: company?.address ?? '',
      phones: company?.phones.join(', ') ?? '',
      hours: company?.hours ?? '',
    },
  });

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = handleSubmit(async ({ phones, address, hours, ...values }) => {
    try {
      await updateCompany({
        body: {
          ...values,
          address: address || null,
          hours: hours || null,
          phones: splitPhones(phones),
        },
      }).unwrap();
      notify.success(t('profile:company.saved'));
    } catch (error) {
      notify.error(error);
    }
  }, focusFirstInvalid);

  const remove = async () => {
    try {
      await deleteCompany().unwrap();
      reset({ name: '', pib: '', registrationNumber: '', address: '', phones: '', hours: '' });
      notify.success(t('profile:company.removed'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('profile:company.intro')}</p>
      <FormTextField
        control={control}
        name="name"
        autoComplete="organization"
        label={t('profile:company.name')}
        isRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="pib"
          label={t('profile:company.pib')}
          description={t('profile:company.pibHint')}
          isRequired
        />
        <FormTextField
          control={control}
          name="registrationNumber"
          label={t('profile:company.registrationNumber')}
          description={t('profile:company.registrationNumberHint')}
          isRequired
        />
      </div>
      <FormTextField
        control={control}
        name="address"
        autoComplete="street-address"
        label={t('profile:company.address')}
        description={t('profile:company.addressHint')}
      />
      <FormTextField
        control={control}
        name="phones"
        type="tel"
        label={t('profile:company.phones')}
        description={t('profile:company.phonesHint')}
      />
      <FormTextArea
        control={control}
        name="hours"
        label={t('profile:company.hours')}
        description={t('profile:company.hoursHint')}
      />
      <div className="flex flex-wrap items-center gap-3">
        {/* Pending, not disabled: a disabled button would drop the keyboard's focus to the page,
            and the focus must go on to the first field in error. */}
        <Button type="submit" isPending={isSubmitting} pendingLabel={t('common:actions.saving')}>
          {t('common:actions.save')}
        </Button>
        {company && (
          <Button variant="secondary" isDisabled={isRemoving} onPress={remove}>
            {t('profile:company.remove')}
          </Button>
        )}
        {company && me.status === 'approved' && (
          <Link href={to.sellerCars(me._id)}>{t('profile:company.viewPage')}</Link>
        )}
      </div>
    </form>
  );
}
