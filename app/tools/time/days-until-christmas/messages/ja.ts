import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'あなたのタイムゾーンで、12月25日のクリスマスまでの日数を数えます。',
  shoppingLeft: {
    other: '買い物できる日はあと{days}日（日曜日を除く、7日のうち6日）。',
  },
  name: 'クリスマス',
  calendarDescription: 'クリスマス。Tiny Toolsのカウントダウンより。',
  timelineTitle: 'クリスマス準備のタイムライン',
  'stage.planAhead': '60日より前：早めに計画',
  'task.giftBudget': 'プレゼントの予算を決めてリストを作る',
  'task.bookTravel': '帰省や旅行、休みの予約をする',
  'task.earlySales': '大きな買い物は早期セールで',
  'stage.shopEarly': '31〜60日前：早めに買い物',
  'task.farGifts': '遠くから届くプレゼントを買う',
  'task.photoGifts': 'フォトギフトやカードを注文する',
  'task.whoHosts': '誰がどの食事を担当するか決める',
  'stage.decorate': '15〜30日前：飾り付けと発送',
  'task.tree': 'ツリーとイルミネーションを飾る',
  'task.postAbroad': '海外へのカードや荷物を送る',
  'task.mainDish': 'ターキーやメイン料理を予約する',
  'stage.lastShipping': '8〜14日前：配送の締め切り',
  'task.deliveryDates': '配送業者の最終配達日を確認する',
  'task.wrap': '買ったものをラッピングする',
  'task.dinnerShopping': 'クリスマスディナーの買い出しをする',
  'stage.lastWeek': '最後の1週間：仕上げ',
  'task.pickUp': '店頭で受け取るか、ギフト券を贈る',
  'task.foodThatKeeps': '日持ちする料理を用意する',
  'task.rest': 'ひと休み。もうすぐです',
} satisfies Translation<typeof en>;
