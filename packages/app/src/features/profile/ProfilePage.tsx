import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useGetMeQuery,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useUploadUserImageMutation,
} from '@autoberza/api-client';
import type { Preferences } from '@autoberza/api-client';
import { AvatarPicker } from '@autoberza/ui/Avatar';
import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { Switch } from '@autoberza/ui/Switch';
import { Tab, TabList, TabPanel, Tabs } from '@autoberza/ui/Tabs';
import { useErrorToast, useNotify } from '../../components/useNotify';
import { imageUrl } from '../../lib/imageUrl';
import { useAppDispatch } from '../../store/hooks';
import { userUpdated } from '../../store/authSlice';
import { PasswordForm } from './PasswordForm';
import { CompanyForm } from './CompanyForm';
import { ProfileForm } from './ProfileForm';
import { SubscriptionTab } from './SubscriptionTab';
import { usePageTitle } from '../../components/usePageTitle';

const tabs = ['profile', 'company', 'password', 'subscription'] as const;
type TabId = (typeof tabs)[number];

function PreferenceToggles() {
  const { t } = useTranslation();
  const { data, error } = useGetPreferencesQuery();
  const [save] = useUpdatePreferencesMutation();
  const [local, setLocal] = useState<Preferences | null>(null);
  useEffect(() => {
    if (data) setLocal(data);
  }, [data]);
  useEffect(() => {
    if (error) console.error('Greška pri učitavanju podešavanja', error);
  }, [error]);

  // docs/product.md, “Preferences”: each toggle saves at once; a failure is only logged and the toggle flips back.
  const change = async <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    const before = local?.[key];
    setLocal((prev) => (prev ? { ...prev, [key]: value } : prev));
    try {
      await save({ body: { [key]: value } }).unwrap();
    } catch (saveError) {
      console.error('Greška pri čuvanju podešavanja', saveError);
      setLocal((prev) => (prev && before !== undefined ? { ...prev, [key]: before } : prev));
    }
  };
  const toggle = (key: 'isEmail' | 'isNotification') => (value: boolean) => change(key, value);

  return (
    <section aria-labelledby="notices-heading" className="flex w-full flex-col gap-3">
      <h2 id="notices-heading" className="text-lg font-semibold">
        {t('profile:notices.title')}
      </h2>
      <Switch
        isSelected={local?.isNotification ?? false}
        isDisabled={!local}
        onChange={toggle('isNotification')}
      >
        {t('profile:toggles.notification')}
      </Switch>
      <Switch isSelected={local?.isEmail ?? false} isDisabled={!local} onChange={toggle('isEmail')}>
        {t('profile:toggles.email')}
      </Switch>
      <Select
        label={t('profile:notices.newListings')}
        description={t('profile:notices.newListingsHint')}
        items={[
          { id: 'immediate', name: t('profile:notices.pace.immediate') },
          { id: 'daily', name: t('profile:notices.pace.daily') },
          { id: 'off', name: t('profile:notices.pace.off') },
        ]}
        selectedKey={local?.newListings ?? null}
        isDisabled={!local}
        onSelectionChange={(key) => void change('newListings', key as Preferences['newListings'])}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </section>
  );
}

function ProfilePhoto({
  image,
  name,
  initials,
}: {
  image: string | null | undefined;
  name: string;
  initials: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadUserImageMutation();

  // The picker accepts images only (docs/product.md, “Profile”); the server re-encodes them
  // (docs/product.md, “Photos”).
  const onSelect = async (file: File) => {
    try {
      const result = await upload(file).unwrap();
      dispatch(userUpdated({ image: result.image }));
      notify.success(t('profile:photo.changed'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <AvatarPicker
      src={imageUrl(image)}
      alt={t('profile:photo.alt', { name })}
      initials={initials}
      buttonLabel={t('profile:photo.change')}
      pendingLabel={t('profile:photo.uploading')}
      isPending={isLoading}
      onSelect={onSelect}
    />
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: me, isLoading, error } = useGetMeQuery();
  const requested = params.get('tab');
  const selected: TabId = tabs.includes(requested as TabId) ? (requested as TabId) : 'profile';

  useErrorToast(error);
  usePageTitle(isLoading ? undefined : t('profile:title'));

  if (isLoading) return <FullScreenLoader label={t('common:loading')} />;
  if (!me) return null;

  const fullName = `${me.firstName} ${me.lastName}`;
  return (
    <PageContainer width="narrow">
      <h1 className="mb-6 text-2xl font-bold">{t('profile:title')}</h1>
      {/* minmax(0, …): no column grows past the screen for its content (a long notice pace). */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[220px_minmax(0,1fr)]">
        <aside className="flex flex-col items-center gap-6">
          <ProfilePhoto
            image={me.image}
            name={fullName}
            initials={`${me.firstName.charAt(0)}${me.lastName.charAt(0)}`}
          />
          <PreferenceToggles />
        </aside>
        <Tabs
          selectedKey={selected}
          onSelectionChange={(key) => setParams({ tab: String(key) }, { replace: true })}
        >
          <TabList aria-label={t('profile:title')}>
            <Tab id="profile">{t('profile:tabs.profile')}</Tab>
            <Tab id="company">{t('profile:tabs.company')}</Tab>
            <Tab id="password">{t('profile:tabs.password')}</Tab>
            <Tab id="subscription">{t('profile:tabs.subscription')}</Tab>
          </TabList>
          <TabPanel id="profile">
            <ProfileForm me={me} />
          </TabPanel>
          <TabPanel id="company">
            <CompanyForm me={me} />
          </TabPanel>
          <TabPanel id="password">
            <PasswordForm />
          </TabPanel>
          <TabPanel id="subscription">
            <SubscriptionTab />
          </TabPanel>
        </Tabs>
      </div>
    </PageContainer>
  );
}
