import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column kinds every schema file uses, written once so they cannot drift apart.
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
