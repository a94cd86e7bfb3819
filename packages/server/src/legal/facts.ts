import { z } from 'zod';
import type { Config } from '../config.ts';
import { RETENTION_KEYS, retentionPeriods, type RetentionKey } from './retention.ts';
import { LEGAL_TEXTS } from './texts.ts';

const durationSchema = z
  .object({
    amount: z.number().int().min(1),
    unit: z.enum(['minutes', 'hours', 'days']),
  })
  .meta({ id: 'Duration' });

const textVersionSchema = z.object({
  version: z.number().int(),
  date: z.iso.date().describe('the day the text took effect'),
});

export const legalFactsSchema = z
  .object({
    operator: z
      .object({
        name: z.string(),
        address: z.string(),
        pib: z.string(),
        email: z.string().describe('where a person writes about their data (SUPPORT_EMAIL)'),
        demo: z
          .boolean()
          .describe('true: the server has no OPERATOR_* settings and shows a demo operator'),
      })
      .describe('the data controller, from the OPERATOR_* settings'),
    texts: z.object({ terms: textVersionSchema, privacy: textVersionSchema }),
    retention: z
      .object(
        Object.fromEntries(RETENTION_KEYS.map((key) => [key, durationSchema])) as Record<
          RetentionKey,
          typeof durationSchema
        >,
      )
      .describe('each period the privacy notice states, as the server keeps it'),
  })
  .meta({ id: 'LegalFacts' });

export type LegalFacts = z.infer<typeof legalFactsSchema>;

/** The terms' and the notice's facts for this server: its operator and its periods. */
export function legalFacts(config: Config): LegalFacts {
  return {
    operator: {
      name: config.OPERATOR_NAME,
      address: config.OPERATOR_ADDRESS,
      pib: config.OPERATOR_PIB,
      email: config.SUPPORT_EMAIL,
      demo: config.OPERATOR_DEMO,
    },
    texts: LEGAL_TEXTS,
    retention: retentionPeriods(config),
  };
}
