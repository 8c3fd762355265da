import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'あなたのタイムゾーンで、来年の始まりの1月1日までの日数を数えます。',
  welcome: 'もうすぐ{year}年。新しい年は{weekday}から始まります。',
  name: '元日',
  timelineTitle: 'お正月準備のタイムライン',
  'stage.lookBack': '60日より前：1年を振り返り、先を考える',
  'task.wentWell': '今年うまくいったことを書き出す',
  'task.bookParty': 'パーティーの会場や旅行を予約する',
  'task.startSaving': '年末年始に向けて貯金を始める',
  'stage.makePlans': '31〜60日前：計画を立てる',
  'task.decideWhere': '年越しをどこで迎えるか決める',
  'task.invitations': '招待状を送る',
  'task.resolutions': '新年の抱負を1つか2つ考える',
  'stage.getReady': '15〜30日前：準備する',
  'task.foodDrinks': '料理と飲み物を計画する',
  'task.taxis': 'タクシーを予約するか、終電を確認する',
  'task.writeResolutions': '抱負を書き出す',
  'stage.arrangements': '8〜14日前：最終準備',
  'task.buyWhatKeeps': '日持ちするものを買う：飲み物、飾り、手持ち花火',
  'task.confirmGuests': '誰が来るか確認する',
  'task.calendar': '来年のカレンダーを用意する',
  'stage.lastWeek': '最後の1週間：カウントダウン',
  'task.freshFood': '生鮮食品を買う',
  'task.chargePhone': '年越しの写真に備えてスマートフォンを充電する',
  'task.fireworks': '近くの花火の時間を確認する',
} satisfies Translation<typeof en>;
