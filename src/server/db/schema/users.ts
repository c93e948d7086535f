import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { channelId, englishLevel, language } from './enums';

export type DiscordIdentity = { id: string; username: string; discriminator: string };
export type EducationRecord = { university: string; faculty: string; graduationYear: number };
export type LoginStateData = {
  redirectUrl?: string;
  channelId?: 'email' | 'telegram' | 'discord';
  externalId?: string;
};

export const users = pgTable(
  'user',
  {
    id: identity(),
    githubId: text('github_id').notNull().unique(),
    githubUserId: bigint('github_user_id', { mode: 'number' }).unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    primaryEmail: text('primary_email'),
    countryName: text('country_name'),
    cityName: text('city_name'),
    englishLevel: englishLevel('english_level'),
    languages: language('languages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    aboutMyself: text('about_myself'),
    educationHistory: jsonb('education_history').$type<EducationRecord[]>().notNull().default([]),
    contactsEmail: text('contacts_email'),
    contactsEpamEmail: text('contacts_epam_email'),
    contactsTelegram: text('contacts_telegram'),
    contactsPhone: text('contacts_phone'),
    contactsSkype: text('contacts_skype'),
    contactsWhatsapp: text('contacts_whatsapp'),
    contactsLinkedin: text('contacts_linkedin'),
    contactsNotes: text('contacts_notes'),
    discord: jsonb('discord').$type<DiscordIdentity>(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isHirer: boolean('is_hirer').notNull().default(false),
    activist: boolean('activist').notNull().default(false),
    opportunitiesConsent: boolean('opportunities_consent').notNull().default(false),
    obfuscated: boolean('obfuscated').notNull().default(false),
    lastActivityAt: instant('last_activity_at'),
    ...timestamps,
  },
  (table) => [
    index('user_github_id_prefix_idx').using('btree', sql`lower(${table.githubId}) text_pattern_ops`),
    index('user_first_name_idx').on(sql`lower(${table.firstName})`),
    index('user_last_name_idx').on(sql`lower(${table.lastName})`),
    index('user_is_admin_idx')
      .on(table.isAdmin)
      .where(sql`${table.isAdmin}`),
  ],
);

export const profilePermissions = pgTable('profile_permissions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings')
    .$type<Record<string, { all?: boolean; mentor?: boolean; student?: boolean }>>()
    .notNull()
    .default({}),
  ...timestamps,
});

export const loginStates = pgTable(
  'login_state',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<LoginStateData>().notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('login_state_expires_at_idx').on(table.expiresAt)],
);

export const notificationUserConnections = pgTable(
  'notification_user_connection',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: channelId('channel_id').notNull(),
    externalId: text('external_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastLinkSentAt: instant('last_link_sent_at'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.channelId] }),
    unique('notification_user_connection_channel_external_unique').on(table.channelId, table.externalId),
  ],
);
