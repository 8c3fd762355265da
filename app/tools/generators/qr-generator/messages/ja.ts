import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unencodable: 'このテキストはQRコードにできません。特殊な文字を取り除いてみてください。',
  encoderFailed:
    'QRコードのエンコーダーを読み込めませんでした。接続を確認して、ページを再読み込みしてください。',
  textLabel: 'テキストまたはURL',
  textHint:
    'リンク、Wi-Fiの情報、連絡先など、どんなテキストでも使えます。レベルLで最大2,953バイト、レベルが高いほど少なくなります。共有リンクには最初の100文字が保存され、パスワードを含むWi-Fiの情報は保存されません。',
  presets: '例から始める',
  presetWebsite: 'Webサイト',
  presetWifi: 'Wi-Fi',
  presetEmail: 'メール',
  presetPhone: '電話',
  presetSms: 'SMS',
  presetsNote:
    'そのあと、サンプルの情報（ネットワーク名、パスワード、アドレス、番号）をあなたのものに書き換えてください。',
  errorCorrection: '誤り訂正レベル',
  errorCorrectionNote:
    'コードが汚れたり（ロゴなどで）隠れたりしても読み取れる割合です。レベルが高いほどコードが細かくなります。',
  imageSize: '画像サイズ',
  imageSizeHint: 'PNGの幅と高さです。SVGはどのサイズにも拡大・縮小できます。',
  colours: '色',
  foreground: '前景色',
  background: '背景色',
  contrast: 'コントラスト：{ratio}',
  swapColours: '色を入れ替える',
  blackOnWhite: '白地に黒',
  intro:
    'リンクやテキストを入力するか、例から始めてください。入力するとすぐにここにQRコードが表示され、PNGまたはSVGでダウンロードできます。',
  introPrivacy: 'すべてブラウザ内で処理され、何もアップロードされません。コードに有効期限もありません。',
  hexCode: '{label}の16進カラーコード',
  hexInvalid: '16進数6桁で入力してください（例：1e3a8a）。',
  preparing: 'QRコードを準備しています…',
  preview: 'QRコード：{text}',
  downloadPng: 'PNGをダウンロード',
  downloadSvg: 'SVGをダウンロード',
  copyImage: '画像をコピー',
  version: 'QRバージョン',
  contentSize: 'データサイズ',
  image: '画像',
  encodedContent: 'エンコードした内容',
  lowContrast:
    'コントラストが低すぎます（{ratio}）。読み取れないスマートフォンがあるかもしれません。明るい背景に暗い色で、4:1以上を目安にしてください。',
  inverted:
    '前景色が背景色より明るくなっています。多くのスキャナーは暗い背景に明るい色（反転）のコードを読み取れません。明るい背景に暗い前景色を使ってください。',
  tooLong:
    '誤り訂正レベル{level}のQRコードには長すぎます。テキストは{bytes}バイトですが、入るのは最大{max}バイトです。テキストを短くしてください。',
  tooLongFitsAt:
    '誤り訂正レベル{level}のQRコードには長すぎます。テキストは{bytes}バイトですが、入るのは最大{max}バイトです。テキストを短くするか、誤り訂正レベルを下げてください（{fitsAt}なら入ります）。',
  versionFact: 'バージョン{version}（{count} × {count}モジュール）',
  ecFact: '{level}（最大{recovery}%の損傷を復元）',
  byteCount: { other: '{n}バイト' },
  imageFact: '{px} × {px} px（1モジュールあたり{module} px）',
  imageFactTiny: '{px} × {px} px（1モジュールあたり1 px未満）',
  summary:
    'QRコードを作成しました：バージョン{version}（{count} × {count}モジュール）、誤り訂正レベル{level}、{bytes}、{px} px。',
  smallModules:
    '{size} pxでは1モジュールの幅が{min}ピクセル未満です。スマートフォンで読み取れるよう、{suggested} px以上を選んでください。',
  linkNote: 'Wi-Fiのパスワードはリンクに含まれません。',
} satisfies Translation<typeof en>;
