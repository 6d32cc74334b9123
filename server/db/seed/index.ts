import type { Database } from '../client';
import { COMPANIONS } from './companions';
import { renderPortraits } from './portraits';
import { seedCompanions } from './seed-companions';

/** Everything a fresh database needs; safe to run at every start. Returns what it inserted. */
export async function seedDatabase(db: Database): Promise<{ companions: string[] }> {
  const companions = await seedCompanions(db, COMPANIONS, renderPortraits);
  return { companions };
}
