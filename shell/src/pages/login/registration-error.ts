export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** §8 Registration: the server's message, translated into what a player can act on. */
export function registrationErrorMessage(message: string | undefined): string {
  if (!message) return REGISTRATION_FAILED;
  const text = message.toLowerCase();
  if (text.includes('email already in use')) return 'This email is already registered. Please try logging in instead.';
  if (text.includes('display name')) return "Please provide a valid display name that isn't empty.";
  if (text.includes('display') || text.includes('name')) return `Please check your display name: ${message}`;
  return message;
}
