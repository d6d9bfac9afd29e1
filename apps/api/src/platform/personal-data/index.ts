export { ACCOUNT_ERASED, PersonalData } from './personal-data.js';
export { PersonalDataModule } from './personal-data.module.js';
export { ERASED, isEnvelope } from './envelope.js';
