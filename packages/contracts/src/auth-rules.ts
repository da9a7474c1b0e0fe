export const PASSWORD_MIN_LENGTH = 5; // "must be longer than 4 characters"
export const ACTIVATION_CODE_LENGTH = 4;
