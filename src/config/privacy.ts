// What the site keeps of a visitor who has not written to us, shared by the server that keeps it
// and the privacy policy that says so (a test holds the policy to these). Relative imports with
// extensions: the server loads this file.

/**
 * Hours a day's random salt is kept. Where a limit needs to tell one visitor from another, it
 * keys on a hash of the address under the day's salt; once the salt is deleted, no stored key
 * leads back to an address.
 */
export const SALT_RETENTION_HOURS = 48;
