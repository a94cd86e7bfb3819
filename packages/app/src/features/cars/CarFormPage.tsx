import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  useCreateCarMutation,
  useGetBodiesQuery,
  useGetBrandsQuery,
  useGetCarQuery,
  useGetFuelsQuery,
  useUpdateCarMutation,
} from '@autoberza/api-client';
import type { Car } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { ErrorSummary } from '@autoberza/ui/ErrorSummary';
import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { ImagePicker } from '@autoberza/ui/ImagePicker';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { Switch } from '@autoberza/ui/Switch';
import { FormTextArea, FormTextField } from '../../components/form';
import { FormNumberField } from '../../components/FormNumberField';
import { useErrorText } from '../../components/useErrorText';
import { useFocusAfterFailedSubmit } from '../../components/useFocusFirstInvalid';
import { useNotify } from '../../components/useNotify';
import { useReferenceName } from '../../i18n/referenceName';
import { imageUrl } from '../../lib/imageUrl';
import { resizePhoto } from '../../lib/resizePhoto';
import { to } from '../../paths';
import { advertFormData, advertSchema, emptyAdvert, MAX_IMAGES } from './advertSchema';
import type { AdvertValues } from './advertSchema';
import { useCarOptions } from './options';
import { photoProgress } from './photoProgress';
import { BrandPicker, ModelPicker } from './components/BrandModelPickers';
import { SoldAdvert } from './components/SoldAdvert';
import { usePageTitle } from '../../components/usePageTitle';
import {
  DETAIL_SECTIONS,
  DetailsSections,
  SECTION_FIELDS,
  type DetailSection,
} from './details/DetailsSections';
import { detailsOf } from './details/detailsValues';

type NumberKey = 'price' | 'yearProduction' | 'enginePower' | 'mileage' | 'volume';

/** The id of a field's input: the error summary links to it. */
const fieldId = (name: keyof AdvertValues) => `advert-${name}`;

/** The fields an error summary can name, in the form's order, with their labels' keys. */
const SUMMARY_FIELDS = [
  ['brand', 'cars:form.brand'],
  ['model', 'cars:form.model'],
  ['label', 'cars:form.label'],
  ['price', 'cars:form.price'],
  ['yearProduction', 'cars:form.year'],
  ['volume', 'cars:form.volume'],
  ['enginePower', 'cars:form.power'],
  ['mileage', 'cars:form.mileage'],
  ['description', 'cars:form.description'],
  ['images', 'cars:form.images'],
  ['seats', 'cars:details.fields.seats'],
  ['engineEmissionClass', 'cars:form.emissionClass'],
  ['registeredMonth', 'cars:details.fields.registeredMonth'],
  ['previousOwners', 'cars:details.fields.previousOwners'],
  ['chassisNumber', 'cars:form.chassisNumber'],
] as const satisfies readonly (readonly [keyof AdvertValues, string])[];
type ChoiceKey = 'body' | 'fuel' | 'doors' | 'transmission';

const integer: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };
const grouped: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

function valuesOf(car: Car): AdvertValues {
  return {
    brand: car.brand._id,
    model: car.model._id,
    label: car.label,
    price: car.price,
    yearProduction: car.yearProduction ?? NaN,
    enginePower: car.enginePower ?? NaN,
    mileage: car.mileage ?? NaN,
    volume: car.volume ?? NaN,
    body: car.body?._id ?? '',
    fuel: car.fuel?._id ?? '',
    doors: car.doors ?? '',
    transmission: car.transmission ?? '',
    description: car.description,
    isAirCondition: Boolean(car.isAirCondition),
    vehicleOrigin: car.vehicleOrigin ?? '',
    damage: car.damage ?? '',
    isActivated: car.isActivated,
    engineEmissionClass: car.engineEmissionClass ?? '',
    images: car.image.map((image) => ({ kind: 'existing' as const, url: image.url })),
    ...detailsOf(car),
  };
}

function NumberInput({
  control,
  name,
  label,
  format = integer,
  isRequired,
}: {
  control: Control<AdvertValues>;
  name: NumberKey;
  label: string;
  format?: Intl.NumberFormatOptions;
  isRequired?: boolean;
}) {
  return (
    <FormNumberField
      control={control}
      name={name}
      id={fieldId(name)}
      label={label}
      formatOptions={format}
      isRequired={isRequired}
    />
  );
}

function ChoiceSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<AdvertValues>;
  name: ChoiceKey;
  label: string;
  options: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={t('cars:form.choose')}
          items={options}
          selectedKey={field.value || null}
          onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
          onBlur={field.onBlur}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
    />
  );
}

/**
 * docs/product.md, “Advert form”: the same form creates (/add) and edits (/edit/:id, /update/:id)
 * an advert.
 */
function CarFormPageContent() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { id } = useParams();
  const isEdit = Boolean(id);
  const options = useCarOptions();
  const referenceName = useReferenceName();

  const car = useGetCarQuery({ id: id ?? '' }, { skip: !id });
  const brands = useGetBrandsQuery();
  const bodies = useGetBodiesQuery();
  const fuels = useGetFuelsQuery();
  const [createCar] = useCreateCarMutation();
  const [updateCar] = useUpdateCarMutation();

  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isSubmitting, errors },
  } = useForm<AdvertValues>({ resolver: zodResolver(advertSchema), defaultValues: emptyAdvert });
  const brand = useWatch({ control, name: 'brand' });

  useEffect(() => {
    if (car.data) reset(valuesOf(car.data));
  }, [car.data, reset]);
  const failure = car.error ?? bodies.error ?? fuels.error;
  useEffect(() => {
    if (failure) notify.error(failure);
  }, [failure, notify]);

  // A failed submit shows the error summary at the top and moves the focus (and the view) there,
  // once the summary is on the page (the errors arrive a render after `onInvalid`).
  const summaryRef = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The details' sections open (all collapsed at first); a failed submit opens those with errors.
  const [expanded, setExpanded] = useState<ReadonlySet<DetailSection>>(new Set());
  const toggleSection = (section: DetailSection, isExpanded: boolean) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (isExpanded) next.add(section);
      else next.delete(section);
      return next;
    });
  const focusSummary = useFocusAfterFailedSubmit(() => summaryRef.current, 'start');
  const summary = SUMMARY_FIELDS.flatMap(([name, label]) => {
    const message = errorText(errors[name]?.message);
    return message ? [{ id: fieldId(name), label: t(label), message }] : [];
  });
  // Each photo's progress while the advert is sent (see ImagePicker's `progress`).
  const [progress, setProgress] = useState<(number | null | undefined)[]>([]);
  const onSubmit = handleSubmit(
    async (values) => {
      try {
        // New photos are scaled down first, one at a time (a phone holds few 12 MP images at once).
        const images: AdvertValues['images'] = [];
        setProgress(values.images.map((image) => (image.kind === 'new' ? null : undefined)));
        for (const [i, image] of values.images.entries()) {
          images.push(
            image.kind === 'new' ? { kind: 'new', file: await resizePhoto(image.file) } : image,
          );
          setProgress((now) => now.map((p, at) => (at === i ? 0 : p)));
        }
        const body = advertFormData({ ...values, images }, isEdit);
        const sizes = images.map((image) => (image.kind === 'new' ? image.file.size : undefined));
        const onUploadProgress = (loaded: number, total: number) =>
          setProgress(photoProgress(sizes, loaded, total));
        const saved = id
          ? await updateCar({ id, body, onUploadProgress }).unwrap()
          : await createCar({ body, onUploadProgress }).unwrap();
        notify.success(isEdit ? t('cars:form.updated') : t('cars:form.created'));
        // The seller lands on the advert as buyers will see it.
        await navigate(to.car(saved._id));
      } catch (error) {
        notify.error(error);
      } finally {
        setProgress([]);
      }
    },
    (invalid) => {
      const wrong = DETAIL_SECTIONS.filter((section) =>
        SECTION_FIELDS[section].some((name) => invalid[name]),
      );
      if (wrong.length > 0) setExpanded((now) => new Set([...now, ...wrong]));
      setFailedSubmits((n) => n + 1);
      focusSummary();
    },
  );

  const sold = car.data?.status === 'sold' ? car.data : undefined;
  const heading = isEdit ? t('cars:titles.edit') : t('cars:titles.form');
  usePageTitle(
    car.isLoading || brands.isLoading ? undefined : sold ? t('cars:form.soldTitle') : heading,
  );

  if (car.isLoading || brands.isLoading) {
    return <FullScreenLoader label={t('cars:common.loading')} />;
  }
  if (sold) return <SoldAdvert carId={sold._id} title={`${sold.brand.name} ${sold.model.name}`} />;

  const named = (list: { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((x) => ({ id: x._id, name: referenceName(x.name) }));

  return (
    <PageContainer width="narrow">
      <h1 className="mb-6 text-2xl font-bold">{heading}</h1>
      {failedSubmits > 0 && summary.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          title={t('cars:form.errorSummary')}
          errors={summary}
          className="mb-6"
        />
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold">{t('cars:details.sections.essentials')}</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="brand"
            render={({ field, fieldState }) => (
              <BrandPicker
                id={fieldId('brand')}
                label={t('cars:form.brand')}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next ?? '');
                  // docs/product.md, “Advert form”: a new brand empties the model and reloads its list.
                  setValue('model', '');
                }}
                onBlur={field.onBlur}
                isRequired
                errorMessage={errorText(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="model"
            render={({ field, fieldState }) => (
              <ModelPicker
                id={fieldId('model')}
                brand={brand || undefined}
                label={t('cars:form.model')}
                value={field.value}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                isRequired
                errorMessage={errorText(fieldState.error?.message)}
              />
            )}
          />
        </div>
        <FormTextField
          control={control}
          name="label"
          id={fieldId('label')}
          label={t('cars:form.label')}
          isRequired
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NumberInput
            control={control}
            name="price"
            label={t('cars:form.price')}
            format={grouped}
            isRequired
          />
          <NumberInput
            control={control}
            name="yearProduction"
            label={t('cars:form.year')}
            isRequired
          />
          <ChoiceSelect
            control={control}
            name="body"
            label={t('cars:form.body')}
            options={named(bodies.data?.data)}
          />
          <ChoiceSelect
            control={control}
            name="fuel"
            label={t('cars:form.fuel')}
            options={named(fuels.data?.data)}
          />
          <NumberInput control={control} name="volume" label={t('cars:form.volume')} />
          <NumberInput control={control} name="enginePower" label={t('cars:form.power')} />
          <ChoiceSelect
            control={control}
            name="doors"
            label={t('cars:form.doors')}
            options={options.doors}
          />
          <ChoiceSelect
            control={control}
            name="transmission"
            label={t('cars:form.transmission')}
            options={options.transmissions}
          />
          <NumberInput
            control={control}
            name="mileage"
            label={t('cars:form.mileage')}
            format={grouped}
          />
        </div>
        <FormTextArea
          control={control}
          name="description"
          id={fieldId('description')}
          label={t('cars:form.description')}
        />

        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImagePicker
              id={fieldId('images')}
              value={field.value}
              onChange={field.onChange}
              maxImages={MAX_IMAGES}
              resolveUrl={(url) => imageUrl(url) ?? url}
              description={t('cars:form.imagesHint')}
              errorMessage={errorText(fieldState.error?.message)}
              isDisabled={isSubmitting}
              isRequired
              progress={progress}
              labels={{
                label: t('cars:form.images'),
                add: t('cars:form.addImages'),
                dropHint: t('cars:form.dropHint'),
                limitReached: t('cars:form.limitReached'),
                moveLeft: (index) => t('cars:form.movePhotoLeft', { index }),
                moveRight: (index) => t('cars:form.movePhotoRight', { index }),
                remove: (index) => t('cars:form.removePhoto', { index }),
                image: (index, total) => t('cars:form.image', { index, total }),
                progress: (index) => t('cars:form.photoProgress', { index }),
                progressValue: (percent) =>
                  percent === null
                    ? t('cars:form.photoPreparing')
                    : t('cars:form.photoPercent', { percent }),
              }}
            />
          )}
        />
        <DetailsSections
          control={control}
          expanded={expanded}
          onExpandedChange={toggleSection}
          saved={{ vehicleOrigin: car.data?.vehicleOrigin, damage: car.data?.damage }}
          year={new Date().getFullYear()}
        />
        <Controller
          control={control}
          name="isActivated"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange}>
              {t('cars:form.activated')}
            </Switch>
          )}
        />
        <div>
          <Button type="submit" isPending={isSubmitting} pendingLabel={t('cars:form.saving')}>
            {t('cars:form.submit')}
          </Button>
        </div>
      </form>
    </PageContainer>
  );
}

export default function CarFormPage() {
  return <CarFormPageContent />;
}
