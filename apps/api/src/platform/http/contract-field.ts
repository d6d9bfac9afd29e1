import { ValidateBy, type ValidationOptions } from 'class-validator';

/** What a DTO check needs of a contract: zod/mini's and classic zod's schemas both answer it. */
interface Contract {
  safeParse(value: unknown): { success: boolean };
}

/**
 * A DTO field checked against a shared contract (libs/domain/src/contracts: money, text, phone), so the
 * rule has one source for the API and the web's forms. The message stays the field's own, and the OpenAPI
 * document is unchanged: it is built from @ApiProperty, not from the checks.
 */
export const Keeps = (contract: Contract, message: string, options: Omit<ValidationOptions, 'message'> = {}): PropertyDecorator =>
  ValidateBy({ name: 'keepsContract', validator: { validate: (value: unknown) => contract.safeParse(value).success } }, { ...options, message });
