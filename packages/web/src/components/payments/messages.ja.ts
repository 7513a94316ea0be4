import type { PaymentsMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<PaymentsMessageId, string> = {
  'payments.notNow': '今はしない',
  'payments.address.title': '請求先住所',
  'payments.address.add': '住所を追加',
  'payments.address.save': '住所を保存',
  'payments.address.cancel': 'キャンセル',
  'payments.address.name': '名前（任意）',
  'payments.address.address1': '住所1行目',
  'payments.address.address2': '住所2行目（任意）',
  'payments.address.city': '市区町村',
  'payments.address.state': '都道府県・州',
  'payments.address.zip': '郵便番号',
  'payments.address.country': '国',
  'payments.address.required.address1': '住所1行目は必須です',
  'payments.address.required.state': '都道府県・州は必須です',
  'payments.address.required.zip': '郵便番号は必須です',

  'payments.card': 'テストカード',
  'payments.testNote':
    'このコミュニティはテスト用決済ゲートウェイを使っています。実際のお金は動きません。記載のカードから選んでください。',
  'payments.card.visa': '末尾4242のVisa（承認）',
  'payments.card.mastercard': '末尾4444のMastercard（承認）',
  'payments.card.amex': '末尾0005のAmerican Express（承認）',
  'payments.card.declined': '拒否されるカード',
  'payments.card.insufficient': '残高不足のカード',
  'payments.submit': '{amount} を支払う',
  'payments.failed': '支払いに失敗しました。別のお支払い方法をお試しください。',
  'payments.manual': 'このコミュニティは支払いを手動で記録します。請求書が届きます。',
  'payments.unavailable': 'このお支払い方法はまだアプリで利用できません。',
  'payments.loading': 'お支払いフォームを読み込んでいます…',
  'payments.loadFailed':
    'お支払いフォームを読み込めませんでした。接続を確認して、もう一度お試しください。',
  'payments.notConfigured':
    'このコミュニティではオンライン決済がまだ設定されていません。主催者にお問い合わせください。',
  'payments.processing': 'お支払いを確認しています…',
  'payments.canceled': 'お支払いはキャンセルされました。請求は発生していません。',
  'payments.card.number': 'カード番号',
  'payments.card.expiry': '有効期限',
  'payments.card.expiryPlaceholder': 'MM/YY',
  'payments.card.cvc': 'セキュリティコード',
  'payments.card.invalid': 'お支払い情報を確認して、もう一度お試しください。',
  'payments.card.invalidNumber': 'カード番号が正しくありません。',
  'payments.card.invalidExpiry': '有効期限が正しくないか、期限切れです（MM/YY）。',
  'payments.card.invalidCvc': 'セキュリティコードが正しくありません。',
};
