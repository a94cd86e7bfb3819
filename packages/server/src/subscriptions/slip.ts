import { formatDinars } from '@autoberza/contract/format';
import { formatBankAccount } from '../lib/bank-account.ts';
import { ipsQrImage } from './ips-qr-image.ts';
import { ipsAmount, ipsQrPayload } from './ips-qr.ts';

export interface SlipInput {
  /** PAYMENT_RECIPIENT, PAYMENT_ACCOUNT, PAYMENT_CODE, SUBSCRIPTION_PRICE_RSD. */
  recipient: string;
  account: string;
  paymentCode: string;
  priceRsd: number;
  purpose: string;
  referenceNumber: string;
  /** Who pays: the user's company, else their name. */
  payer: string;
}

/** The payment slip ("nalog za uplatu") of a pending subscription, with its IPS QR code. */
export interface PaymentSlip {
  payer: string;
  purpose: string;
  recipient: string;
  paymentCode: string;
  /** Formatted, e.g. "2.400,00 RSD". */
  amount: string;
  /** As a bank app's amount field takes it (what the copy button copies), e.g. "2400,00". */
  amountPlain: string;
  /** Dashed, all 18 digits, e.g. "160-0000000012345-95". */
  account: string;
  model: '97';
  referenceNumber: string;
  ipsQr: { payload: string; image: string };
}

export async function slipFor(input: SlipInput): Promise<PaymentSlip> {
  const payload = ipsQrPayload({
    account: input.account,
    payee: input.recipient,
    amount: input.priceRsd,
    paymentCode: input.paymentCode,
    purpose: input.purpose,
    reference: input.referenceNumber,
  });
  return {
    payer: input.payer,
    purpose: input.purpose,
    recipient: input.recipient,
    paymentCode: input.paymentCode,
    amount: formatDinars(input.priceRsd),
    amountPlain: ipsAmount(input.priceRsd).slice('RSD'.length),
    account: formatBankAccount(input.account),
    model: '97',
    referenceNumber: input.referenceNumber,
    ipsQr: { payload, image: await ipsQrImage(payload) },
  };
}
