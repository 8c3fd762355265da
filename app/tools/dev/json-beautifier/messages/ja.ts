import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  jsonInput: '入力するJSON',
  loadSample: 'サンプルを読み込む',
  clear: 'クリア',
  inputHint:
    'JSONを貼り付けるか入力してください。ブラウザの外に送信されることはありません。500文字を超えるドキュメントはリンクに保存されません。',
  indent: 'インデント',
  spaces: { other: 'スペース{n}個' },
  output: '出力',
  format: '整形',
  minify: '圧縮',
  sortKeys: 'キーをA〜Z順に並べ替え',
  sortKeysHint:
    'すべての階層のオブジェクトを文字コード順に並べます（大文字が小文字より先）。配列の順序は変えません。',
  intro:
    'JSONを貼り付けると、整形・検証・並べ替え・圧縮ができます。不正なJSONの場合は、パーサーのメッセージを行と列の位置とともに表示します。',
  formatting: '整形しています…',
  couldNotFormat: '整形できませんでした',
  couldNotFormatSummary: '整形できませんでした：{message}',
  loadFailed: '整形機能を読み込めませんでした。接続を確認して、もう一度お試しください。',
  tryAgain: '再試行',
  validSummary: '正しいJSONです（{note}、{size}）。',
  valid: '正しいJSONです（{note}）',
  minified: '圧縮済み',
  minifiedSorted: '圧縮済み、キーを並べ替え済み',
  formattedWith: { other: 'スペース{n}個で整形' },
  formattedWithSorted: {
    other: 'スペース{n}個で整形、キーを並べ替え済み',
  },
  formattedIn: '{size}を{ms} msで整形しました',
  minifiedIn: '{size}を{ms} msで圧縮しました',
  parseError: 'JSON解析エラー',
  tooDeep: '入れ子が深すぎます',
  errorSummary: '{heading}：{message}',
  errorSummaryAt: '{heading}：{message}（{line}行目、{column}列目）',
  errorPlace: '{line}行目、{column}列目',
  errorExcerpt: '行内のエラーの位置',
  minifiedJson: '圧縮したJSON',
  formattedJson: '整形したJSON',
  previewNote:
    '{total}のうち最初の{shown}を表示しています。「コピー」と「ダウンロード」ではドキュメント全体を取得できます。',
  copy: 'コピー',
  download: 'ダウンロード',
  inputSize: '入力サイズ',
  outputSize: '出力サイズ',
  keys: 'キー',
  values: '値',
  depth: '深さ',
  duplicateKeys: {
    other:
      '同じオブジェクト内で重複しているキーが{n}個あります。重複はそのまま残します。JSON.parseや多くのプログラムでは最後の値だけが使われます。',
  },
  byteCount: { other: '{n}バイト' },
  depthMessage: 'このドキュメントは入れ子が{max}階層を超えていて、深すぎるため整形できません。',
  tookTooLong: '{seconds}秒以上かかったため中止しました。',
} satisfies Translation<typeof en>;
