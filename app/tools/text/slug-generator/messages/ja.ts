import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'タイトルまたはテキスト',
  textPlaceholder: 'Tōkyō no Rāmen: Osusume 10-ten!',
  textHint: 'リンクには最初の100文字が保存されます。',
  separator: '区切り文字',
  hyphen: 'ハイフン（-）',
  underscore: 'アンダースコア（_）',
  dot: 'ドット（.）',
  maxLength: '最大文字数',
  characters: '文字',
  noLimit: '制限なし',
  maxLengthHint: '0〜200。空欄または0で制限なし。',
  lowerCase: '小文字にする',
  summary: 'スラッグ：{slug}、{length}文字',
  summaryEmpty: 'スラッグ：（空）、{length}文字',
  intro:
    'タイトルを入力するとURLスラッグに変換します。アクセント記号と句読点を取り除き、スペースを区切り文字に置き換えます。',
  slug: 'スラッグ',
  nothingLeft: '何も残りません。テキストにラテン文字（ローマ字）や数字が含まれていません。',
  seoGood: 'SEOに適した長さです：{length}文字（{max}文字以下）。',
  seoLong: 'SEOには長めです：{length}文字。スラッグは{max}文字以下にしましょう。',
  cut: '最大の{max}文字で切りました。',
  preview: 'プレビュー：https://example.com/blog/{slug}',
  copy: 'スラッグをコピー',
} satisfies Translation<typeof en>;
