// http_ece ships no types; the push service (push-service.ts) uses its decrypt alone.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  const ece: {
    decrypt(body: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer }): Buffer;
  };
  export default ece;
}
