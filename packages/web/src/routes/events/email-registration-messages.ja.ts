import type { EmailRegistrationMessageId } from './email-registration-messages';

/** Japanese: every id of the English table. */
export const ja: Record<EmailRegistrationMessageId, string> = {
  'events.emailRegistration.title': 'メールアドレスで登録',
  'events.emailRegistration.intro':
    'アカウントは不要です。メールアドレス確認用のコードを送信し、そのままサインインします。',
  'events.emailRegistration.name': 'お名前',
  'events.emailRegistration.email': 'メールアドレス',
  'events.emailRegistration.send': 'コードを送信',
  'events.emailRegistration.sent':
    '{destination} にコードを送信しました。有効期限は{minutes}分です。',
  'events.emailRegistration.code': 'メールに記載のコード',
  'events.emailRegistration.confirm': '確認して登録',
  'events.emailRegistration.resend': '新しいコードを送信',
  'events.emailRegistration.change': '別のメールアドレスを使う',
  'events.emailRegistration.full':
    'サインインしましたが、イベントは満員になりました。キャンセル待ちに登録できます。',
  'events.emailRegistration.error.codeMismatch':
    '送信したコードと一致しません。確認してもう一度お試しください。',
  'events.emailRegistration.error.codeExpired':
    'このコードは期限切れか、すでに使用されています。新しいコードを送信してください。',
  'events.emailRegistration.error.tooMany':
    '試行回数が多すぎます。しばらく待ってから新しいコードを送信してください。',
  'events.emailRegistration.error.name': 'お名前を入力してください。',
  'events.emailRegistration.error.email': '有効なメールアドレスを入力してください。',
  'events.emailRegistration.error.code': 'メールに記載のコードを入力してください。',
  'events.emailRegistration.error.failed': '問題が発生しました。もう一度お試しください。',
};
