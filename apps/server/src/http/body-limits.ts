import { PHOTO_MAX_URI_LENGTH } from '@bel/contract';

/**
 * How many bytes of body each kind of call may send. Fastify applies a route's limit while
 * reading: a Content-Length over it is refused before a byte is read, and a chunked body is
 * cut off at the limit, so nothing larger is ever buffered, parsed or seen by a handler.
 */
export const BodyLimit = {
  /** Every ordinary JSON call; the longest, a query over 500 accounts, is about 10 kB. */
  default: 64 * 1024,
  /** The settings' call with a profile photo: the longest photo the contract takes, plus the passwords. */
  photo: PHOTO_MAX_URI_LENGTH + 4 * 1024,
  /** A transfer batch carries up to 40,000 credits. */
  batch: 16 * 1024 * 1024,
  /** A 10 MB PDF is about 14 MB as a base64 data URI: the contract's limit, plus the envelope. */
  signature: 15 * 1024 * 1024,
} as const;
