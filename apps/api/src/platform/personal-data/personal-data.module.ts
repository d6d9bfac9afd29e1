import { Global, Module } from '@nestjs/common';
import { PersonalData } from './personal-data.js';

/** Sealing and opening customers' personal fields, for every context (docs/decisions.md#erasure). */
@Global()
@Module({ providers: [PersonalData], exports: [PersonalData] })
export class PersonalDataModule {}
