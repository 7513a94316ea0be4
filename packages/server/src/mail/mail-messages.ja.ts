import type { MailMessageId } from './mail-messages';

/** Japanese: every id of the English table. */
export const ja: Record<MailMessageId, string> = {
  'identity.confirm.subject': '{organization} の確認コード',
  'identity.confirm.code': '{organization} の確認コードは {code} です',
  'identity.confirm.why':
    'このコードを入力して、メールアドレスの確認と新規登録を完了してください。',
  'identity.confirm.expires': 'コードの有効期限は24時間です。',
  'identity.reset.subject': '{organization} のパスワード再設定コード',
  'identity.reset.code': '{organization} のパスワード再設定コードは {code} です',
  'identity.reset.why':
    'このコードを入力して、新しいパスワードを設定してください。心当たりがない場合は、このメールを無視してください。',
  'identity.reset.expires': 'コードの有効期限は1時間です。',
  'identity.existing.subject':
    '{organization} にあなたのメールアドレスで登録しようとした人がいます',
  'identity.existing.why':
    'どなたか（あなたかもしれません）が、すでにログインのあるこのメールアドレスで {organization} に新規登録しようとしました。',
  'identity.existing.next':
    'このアドレスでサインインするか、パスワードを忘れた場合は再設定してください。心当たりがない場合は、このメールを無視してください。何も変更されていません。',
  'groups.announcement.subject': '{group}：{title}',
  'groups.invitation.subject': '{group} への招待が届きました',
  'groups.invitation.text':
    'グループ「{group}」に招待されました。コミュニティを開いて、承諾するか辞退してください。',
  'groups.requestAccepted.subject': '{group} のメンバーになりました',
  'groups.requestAccepted.text': '{group} への参加リクエストが承認されました。ようこそ！',
  'groups.request.push': '{name} さんが {group} への参加をリクエストしました',
  'push.someone': '誰か',
  'push.FOLLOW': '{name} さんがあなたをフォローしました',
  'push.LIKE': '{name} さんがあなたの投稿にいいねしました',
  'push.COMMENT': '{name} さんがあなたの投稿にコメントしました',
  'push.RESHARE': '{name} さんがあなたの投稿をシェアしました',
  'push.TRANSFER': '{name} さんからパスが譲渡されました',
  'push.GROUP_INVITATION': '{name} さんからグループに招待されました',
  'push.GROUP_REQUEST_ACCEPTED': 'グループへの参加リクエストが承認されました',
  'push.ANNOUNCEMENT': '新しいお知らせがあります',
  'push.ANNOUNCEMENT.event': '{event} の新しいお知らせ: {title}',
  'push.ANNOUNCEMENT.group': '{group} の新しいお知らせ: {title}',
  'push.INVITATION': '{name} さんから招待が届きました',
  'push.EVENT': '参加登録したイベントが近づいています',
  'push.ACTIVITY': '{name} さんが新しい投稿をしました',
  'push.CONTENT': '新しいコンテンツが公開されました',
  'push.GROUP_REQUEST': '{name} さんがグループへの参加をリクエストしました',
  'push.MENTION': '{name} さんがディスカッションであなたをメンションしました',
  'push.MENTION.post': '{name} さんが投稿であなたをメンションしました',
  'push.CHAT': '{name} さんからメッセージが届きました',
  'push.THREAD': '{name} さんが会話に書き込みました',
  'push.SUPPORT_TICKET_MESSAGE': '{name} さんがサポートへのお問い合わせに返信しました',
  'conversations.unread.subject': '{title} に新しいメッセージがあります',
  'conversations.unread.text':
    '不在の間に {name} さんが {title} に書き込みました。コミュニティを開いて読んで返信しましょう。',
  'registration.confirmation.subject': '{event} への登録が完了しました',
  'registration.confirmation.intro': '{event} への登録（登録番号 {number}）が確定しました。',
  'registration.confirmation.when': '日時: {when}',
  'registration.confirmation.where': '場所: {where}',
  'registration.confirmation.online': 'オンライン参加: {url}',
  'registration.confirmation.pass': 'パス {number}: {name}',
  'registration.confirmation.total': 'お支払い合計: {amount}',
  'registration.confirmation.qr':
    '入場時に各パスの QR コードをご提示ください。添付のカレンダーファイルでイベントをカレンダーに追加できます。',
  'events.reminder.subject': 'リマインダー：{event} は明日です',
  'events.reminder.text': '{name} さん、{event}（{when}）でお会いしましょう。',
  'events.cancellation.subject': '{event} は中止になりました',
  'events.cancellation.text':
    '{name} さん、申し訳ありません。{event}（{when}）は中止になりました。',
  'channels.content.subject': '{channel}：{title}',
  'channels.content.text': '{channel}に新着：{title}。コミュニティを開いてご覧ください。',
  'events.announcement.subject': '{event}：{title}',
  'attendee.transfer.subject': '{name}さんからパスが譲渡されました',
  'attendee.transfer.text':
    '{name}さんから{event}の{passType}パスが譲渡されました。チケット一覧に追加されています。',
  'waitlist.offer.subject': '{event}の{passType}パスをご案内します',
  'waitlist.offer.text':
    '{event}に空きが出ました。{until}まで、あなたの登録に{passType}パスを確保しています。期限までに登録を完了しないと、次の方にご案内します。',
  'support.confirmation.subject': '{organization} へのお問い合わせを受け付けました',
  'support.confirmation.text':
    '{organization} へのお問い合わせありがとうございます。内容を確認のうえ、メールでご返信します。',
  'support.request': 'お問い合わせ内容:',
  'support.reply.subject': 'Re: {organization} へのお問い合わせ',
  'support.reply.body': '{organization} からお問い合わせへの返信です:\n\n{reply}',
  'digest.subject.daily': '{organization} の毎日のダイジェスト：新着 {count} 件',
  'digest.subject.weekly': '{organization} の毎週のダイジェスト：新着 {count} 件',
  'digest.intro': '前回のダイジェスト以降の出来事です：',
  'digest.more': 'すべて見る：{url}',
  'notification.open': '開く：{url}',
  'notification.settings': 'メールで受け取る通知の設定：{url}',
};
