import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'あなたのタイムゾーンで、2月14日のバレンタインデーまでの日数を数えます。',
  introMore: 'カウントダウンと一緒に、残り日数に合わせたアドバイスと準備のタイムラインを表示します。',
  days: { other: '{n}日' },
  toValentines: 'バレンタインデーまであと{days}',
  'advice.plentyOfTime':
    'まだ時間はたっぷりあります。相手が本当に驚くことを考えて、そのために貯金しましょう。',
  'advice.book': '予約するなら今です。人気のレストランや週末旅行はそろそろ埋まります。',
  'advice.order': '花やカード、配送が必要なプレゼントを注文しましょう。',
  'advice.lastDays': 'あと数日。手書きのメッセージ、手料理のディナー、体験のプレゼントなら配送はいりません。',
  proTipWeeks: {
    other: 'ワンポイント：あと{n}週間です。今のうちにお店を予約し、1週間前にリマインダーを設定しましょう。',
  },
  proTipDays: {
    other: 'ワンポイント：あと{n}日です。今日注文し、配送が間に合わなければ店頭受け取りを選びましょう。',
  },
  name: 'バレンタインデー',
  timelineTitle: 'バレンタイン準備のタイムライン',
  'stage.plan': '30日より前：計画',
  'task.decide': 'ディナー、旅行、プレゼントのどれにするか決める',
  'task.budget': '予算を決める',
  'task.wishList': '相手がほしがっているもののヒントをメモする',
  'stage.book': '15〜30日前：予約',
  'task.reserve': 'レストランやチケットを予約する',
  'task.personalGift': '名入れなどのオリジナルギフトを注文する',
  'task.babysitter': '必要ならベビーシッターを手配する',
  'stage.order': '8〜14日前：注文',
  'task.flowers': '当日届くように花を注文する',
  'task.buyCard': 'カードを買う',
  'task.outfit': '着ていく服を決める',
  'stage.finish': '7日以内：仕上げ',
  'task.writeCard': 'カードを書く',
  'task.pickUpGift': 'プレゼントを受け取る',
  'task.confirmBooking': '前日に予約を確認する',
} satisfies Translation<typeof en>;
