import type { MigrationList } from '../../platform/database/migration-list.js';
import { NameTypos1764000500000 } from './1764000500000-name-typos.js';
import { Products1763810000000 } from './1763810000000-products.js';
import { HindiNames1764318000000 } from './1764318000000-hindi-names.js';

/** The catalog's products table, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const catalogMigrations: MigrationList = [Products1763810000000, NameTypos1764000500000, HindiNames1764318000000];
