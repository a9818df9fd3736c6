import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  uuid: publicId(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  creatorId: integer('creator_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** Membership and invitation in one row: an invited address has status 'pending' until it answers. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['creator', 'member'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['joined', 'not_joined', 'pending'] })
      .notNull()
      .default('pending'),
    isDefault: boolean('is_default').notNull().default(false),
    invitedById: integer('invited_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('team_members_team_email_key').on(table.teamId, table.email),
    // The teams a user joined: asked by every list a customer opens.
    index('team_members_user_idx').on(table.userId),
  ],
);
