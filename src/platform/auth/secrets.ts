// Random secrets handed out once (API keys, invitation tokens) and the hash kept in their place.
// They are 32 random bytes, so a fast hash is enough: there is nothing to guess.
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = () => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
