// jest's globalSetup and globalTeardown: the run's migrated template, built once before any worker starts
// and dropped after the last (migrated-template.ts), with the seeded template a worker may have built from
// it (seeded-template.ts). jest compiles neither hook with the specs' transform,
// so the TypeScript is loaded through tsx.
import { tsImport } from 'tsx/esm/api';

const template = () => tsImport('./migrated-template.ts', import.meta.url);

export default async function globalSetup() {
  const { prepareMigratedTemplate } = await template();
  const { testEngine } = await tsImport('./test-database.ts', import.meta.url);
  await prepareMigratedTemplate(testEngine());
}

export async function globalTeardown() {
  const { dropSeededTemplate } = await tsImport('./seeded-template.ts', import.meta.url);
  await dropSeededTemplate();
  const { dropMigratedTemplate } = await template();
  await dropMigratedTemplate();
}
