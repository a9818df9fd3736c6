import type { ConsoleSettings, UpdateConsoleSettings } from '@livery/api-schemas/console-settings';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReference } from '../../db/reference-cache.ts';
import {
  findProviderSettings,
  type ProviderSettingsRow,
  saveProviderSettings,
} from './console-settings.repository.ts';

/** Where buyers pay: printed on the invoice PDF and quoted in the approval e-mail. */
export interface BankDetails {
  accountName: string;
  bank: string;
  accountNumber: string;
  /** Empty when the provider takes no PayNow. */
  paynowUen: string;
}

/** The provider's console settings as the other modules read them. */
export interface ProviderSettings {
  notificationEmails: string[];
  bank: BankDetails;
}

const EMPTY_SETTINGS: ProviderSettingsRow = {
  id: 1,
  notificationEmails: [],
  bankAccountName: '',
  bankName: '',
  bankAccountNumber: '',
  paynowUen: '',
  updatedAt: new Date(0),
};

function toSettings(row: ProviderSettingsRow): ProviderSettings {
  return {
    notificationEmails: row.notificationEmails,
    bank: {
      accountName: row.bankAccountName,
      bank: row.bankName,
      accountNumber: row.bankAccountNumber,
      paynowUen: row.paynowUen,
    },
  };
}

function toJson(row: ProviderSettingsRow): ConsoleSettings {
  return {
    notification_emails: row.notificationEmails,
    bank_account_name: row.bankAccountName,
    bank_name: row.bankName,
    bank_account_number: row.bankAccountNumber,
    paynow_uen: row.paynowUen,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A checkout's settings, kept per process until staff change them (decision 164). */
const cachedSettings = cachedReference('provider_settings', async (db) =>
  toSettings((await findProviderSettings(db)) ?? EMPTY_SETTINGS),
);

/** The recipients of the provider's notices and the bank details (empty until staff set them). */
export function providerSettingsOf(db: DatabaseOrTransaction): Promise<ProviderSettings> {
  return cachedSettings(db);
}

/** True when the bank details are complete enough to pay into. */
export function hasBankDetails(bank: BankDetails): boolean {
  return Boolean(bank.accountName && bank.bank && bank.accountNumber);
}

/** GET /api/admin/settings. */
export async function getConsoleSettings(db: DatabaseOrTransaction): Promise<ConsoleSettings> {
  return toJson((await findProviderSettings(db)) ?? EMPTY_SETTINGS);
}

/** PUT /api/admin/settings: the whole form at once (checked by its schema before it gets here). */
export async function updateConsoleSettings(
  db: DatabaseOrTransaction,
  body: UpdateConsoleSettings,
): Promise<ConsoleSettings> {
  const row = await saveProviderSettings(db, {
    notificationEmails: body.notification_emails,
    bankAccountName: body.bank_account_name,
    bankName: body.bank_name,
    bankAccountNumber: body.bank_account_number,
    paynowUen: body.paynow_uen,
    updatedAt: new Date(),
  });
  return toJson(row);
}
