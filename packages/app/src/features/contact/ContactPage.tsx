import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendContactMessageMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { FormTextArea, FormTextField } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { contactSchema } from './schema';
import type { ContactValues } from './schema';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { usePageTitle } from '../../components/usePageTitle';
import { readSupportEmail } from '../../app/runtimeConfig';

const empty: ContactValues = { fullName: '', email: '', message: '' };

export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages:contact.title'));
  const notify = useNotify();
  const [send] = useSendContactMessageMutation();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: empty });

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const supportEmail = readSupportEmail();
  const onSubmit = handleSubmit(async ({ fullName, email, message }) => {
    try {
      await send({ body: { name: fullName, email, message } }).unwrap();
      reset(empty);
      notify.success(t('pages:contact.sent'));
    } catch (error) {
      notify.error(error);
    }
  }, focusFirstInvalid);

  return (
    // The hero is the page's own heading: inside `main`, with the form.
    <main>
      <section className="relative isolate overflow-hidden px-4 py-14 text-center text-white">
        <img
          src="/images/contact-hero.svg"
          alt=""
          width={1200}
          height={360}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <h1 className="text-3xl font-bold">{t('pages:contact.title')}</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg">{t('pages:contact.intro')}</p>
      </section>
      <PageContainer as="div" width="narrow">
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="mx-auto flex max-w-xl flex-col gap-4"
        >
          <FormTextField
            control={control}
            name="fullName"
            autoComplete="name"
            label={t('pages:contact.fullName')}
            isRequired
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            autoComplete="email"
            label={t('pages:contact.email')}
            isRequired
          />
          <FormTextArea
            control={control}
            name="message"
            label={t('pages:contact.message')}
            isRequired
          />
          <Button type="submit" isDisabled={isSubmitting} className="self-start">
            {isSubmitting ? t('common:actions.sending') : t('pages:contact.submit')}
          </Button>
        </form>
        {supportEmail && (
          <p className="mx-auto mt-8 max-w-xl">
            {t('pages:contact.direct')}{' '}
            {/* A plain anchor: the router's links would resolve "mailto:…" as a path of the app. */}
            <a className="underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        )}
      </PageContainer>
    </main>
  );
}
