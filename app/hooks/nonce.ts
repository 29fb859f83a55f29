import { createContext, useContext } from "react";

/**
 * The script nonce of the response being rendered (workers/security.ts). Empty in the browser:
 * it hides nonces from the page, and scripts added after load need none.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
