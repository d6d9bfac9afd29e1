import { ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, IS_OPTIONAL, type ValidationError, type ValidatorOptions } from 'class-validator';

/**
 * Nest's ValidationPipe, with one rule of the shop's contracts added: an optional field that a form
 * sends empty ("") is absent, not invalid (issue 17: `POST /products/add` with `image: ""` was refused
 * though the image is optional). It holds for every field marked @IsOptional() in any DTO, nested ones
 * included, so a new form field cannot forget it. Where "" is itself a valid value (an edit that clears
 * a description) it is kept: only an empty optional field that would be refused is dropped.
 */
export class ContractValidationPipe extends ValidationPipe {
  protected override async validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, validatorOptions);
    return dropEmptyOptionalFields(object, errors) ? super.validate(object, validatorOptions) : errors;
  }
}

/** Deletes, in place, each refused optional field whose value is "" (in nested DTOs too); whether any was. */
export function dropEmptyOptionalFields(dto: object, errors: readonly ValidationError[]): boolean {
  const record = dto as Record<string, unknown>;
  let dropped = false;
  for (const error of errors) {
    const value = record[error.property];
    if (value === '' && isOptional(dto, error.property)) {
      delete record[error.property];
      dropped = true;
    } else if (error.children?.length && typeof value === 'object' && value !== null) {
      dropped = dropEmptyOptionalFields(value, error.children) || dropped;
    }
  }
  return dropped;
}

function isOptional(dto: object, property: string): boolean {
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto.constructor, '', true, false)
    .some((metadata) => metadata.name === IS_OPTIONAL && metadata.propertyName === property);
}
