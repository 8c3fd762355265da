import { param, type Param } from '~/lib/url-params';
import {
  BG_DEFAULT,
  EC_DEFAULT,
  EC_LEVELS,
  FG_DEFAULT,
  hexParam,
  holdsWifiPassword,
  SIZE_DEFAULT,
  SIZE_MAX,
  SIZE_MIN,
} from './qr-generator';

/**
 * The text, read as any text parameter (a link keeps its first 100 characters), but never written
 * while it holds a Wi-Fi password: the address is written on every keystroke, and it lands in the
 * browser's history, synced tabs and any link that is shared. The key is removed instead, so a
 * password an older link carried leaves the address at the next write. The page keeps the whole
 * text in its own state; Share and Permalink say the password is left out.
 */
export function withoutWifiPasswords(base: Param<string>): Param<string> {
  return {
    ...base,
    write: (params, key, value, fallback) => {
      if (holdsWifiPassword(value)) params.delete(key);
      else base.write(params, key, value, fallback);
    },
  };
}

/** The query parameters (defaults left out of the address). */
export const schema = {
  text: withoutWifiPasswords(param.text('')),
  ec: param.oneOf(EC_LEVELS, EC_DEFAULT),
  size: param.int(SIZE_DEFAULT, SIZE_MIN, SIZE_MAX),
  fg: hexParam(FG_DEFAULT),
  bg: hexParam(BG_DEFAULT),
};
