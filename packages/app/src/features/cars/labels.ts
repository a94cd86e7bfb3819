import i18n from '../../i18n';

export type CarStatus = 'active' | 'reserved' | 'sold';

/** The options and defaults of spec sections 2.6, 2.7 and 4, in Serbian. */
export const carLabels = {
  status: (status: CarStatus) =>
    ({
      active: i18n.t('cars:status.active'),
      reserved: i18n.t('cars:status.reserved'),
      sold: i18n.t('cars:status.sold'),
    })[status],
  doors: () => [i18n.t('cars:doors.twoThree'), i18n.t('cars:doors.fourFive')],
  transmissions: () => [
    i18n.t('cars:transmission.manual4'),
    i18n.t('cars:transmission.manual5'),
    i18n.t('cars:transmission.manual6'),
    i18n.t('cars:transmission.automatic'),
  ],
  cardDefaults: () => ({
    fuel: i18n.t('cars:card.defaultFuel'),
    transmission: i18n.t('cars:card.defaultTransmission'),
    unknown: i18n.t('cars:card.unknown'),
  }),
};
