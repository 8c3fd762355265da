import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  lower: '小文字（a–z）',
  upper: '大文字（A–Z）',
  numbers: '数字（0–9）',
  symbols: '記号（!@#$%^&*…）',
  veryWeak: '非常に弱い',
  weak: '弱い',
  fair: '普通',
  strong: '強い',
  veryStrong: '非常に強い',
  length: '長さ',
  characters: '文字',
  charactersToUse: '使う文字',
  typesNote:
    'チェックした種類の文字は、どのパスワードにも必ず1文字以上入ります。少なくとも1種類はチェックが必要です。',
  password: 'パスワード',
  summary: '新しい{length}文字のパスワード（強度：{strength}）',
  generating: '生成しています…',
  passwordHidden: 'パスワード（非表示）',
  hide: 'パスワードを隠す',
  show: 'パスワードを表示',
  strength: '強度：{strength}（エントロピー{bits}ビット：{pool}種類の文字から{length}文字）',
  copy: 'パスワードをコピー',
  regenerate: '再生成',
  recent: '最近のパスワード（このページを開いている間だけ）',
} satisfies Translation<typeof en>;
