/** The 422 codes of the contract. */
export type FieldCode = 'missing' | 'invalid' | 'too-long' | 'expired' | 'replayed';
export type FieldErrors = Record<string, FieldCode>;

/** The parts of an ajv error we read. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const RANK: Record<FieldCode, number> = { missing: 3, 'too-long': 2, invalid: 1, expired: 0, replayed: 0 };

function codeOf(error: SchemaError): FieldCode {
  switch (error.keyword) {
    case 'required':
    case 'pattern':
    case 'minLength':
      return 'missing';
    case 'maxLength':
      return 'too-long';
    // storableText (a NUL, a lone surrogate), format, type, enum: a value no one can send as it is.
    default:
      return 'invalid';
  }
}

/**
 * Maps ajv's errors to `{ field: code }`. A field with several errors gets the one
 * that tells the visitor most (a blank address is "missing", not "invalid").
 * Undefined when an error concerns the body as a whole (not an object): that is a 400.
 */
export function fieldErrors(errors: readonly SchemaError[]): FieldErrors | undefined {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field =
      error.keyword === 'required'
        ? String(error.params.missingProperty ?? '')
        : error.instancePath.split('/')[1];
    if (!field) return undefined;
    const code = codeOf(error);
    const current = result[field];
    if (current === undefined || RANK[code] > RANK[current]) result[field] = code;
  }
  return result;
}
