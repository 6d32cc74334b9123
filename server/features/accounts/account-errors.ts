import { HttpError } from '#server/http-error';

export function emailTaken(): HttpError {
  return new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists');
}

export function usernameTaken(): HttpError {
  return new HttpError(409, 'USERNAME_TAKEN', 'This username is already taken');
}

/** 400 VALIDATION_FAILED for one field, in the same shape as schema validation failures. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `Invalid request body: ${field}: ${message}`, {
    fields: { [field]: message },
  });
}
