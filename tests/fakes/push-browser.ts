import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The receiving side of Web Push, as a browser holds it: a P-256 key pair and a 16-byte auth
 * secret (what `PushSubscription.toJSON().keys` carries), and the decryption of RFC 8291
 * (message encryption for Web Push) over RFC 8188 (aes128gcm content coding), written here from
 * the RFCs so that the app's encryption is checked against the standard, not against itself.
 */
export interface PushBrowser {
  /** base64url of the uncompressed public point (65 bytes): `keys.p256dh`. */
  p256dh: string;
  /** base64url of the 16-byte secret: `keys.auth`. */
  auth: string;
  /** The plaintext of an `aes128gcm` body encrypted for this browser; throws when it fails. */
  decrypt(body: Buffer): string;
}

const KEY_LENGTH = 65;
const TAG_LENGTH = 16;

export function createPushBrowser(): PushBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const uaPublic = ecdh.getPublicKey();
  const authSecret = randomBytes(16);

  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body) {
      // RFC 8188 section 2.1: salt (16) | record size (4) | idlen (1) | keyid (idlen) | records.
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      if (idLength !== KEY_LENGTH) throw new Error(`keyid is ${idLength} bytes, not a P-256 point`);
      const asPublic = body.subarray(21, 21 + idLength);
      const records = body.subarray(21 + idLength);
      // One record: RFC 8291 section 4 says a push message is a single record.
      if (records.length > recordSize) throw new Error('more than one record');

      // RFC 8291 section 3.3 and 3.4.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );

      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(records.subarray(records.length - TAG_LENGTH));
      const padded = Buffer.concat([
        decipher.update(records.subarray(0, records.length - TAG_LENGTH)),
        decipher.final(),
      ]);
      // RFC 8188 section 2: the last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
