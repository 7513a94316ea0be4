import type { WaitlistMessageId } from './waitlist-messages';

/** Japanese: every id of the English table. */
export const ja: Record<WaitlistMessageId, string> = {
  'events.waitlist.join': 'キャンセル待ちに登録',
  'events.waitlist.joined': 'キャンセル待ちに登録しました。空きが出たらお知らせします',
  'events.waitlist.position': 'キャンセル待ち{position}番目です',
  'events.waitlist.offeredShort': 'あなたの席が確保されています',
  'events.waitlist.leave': 'キャンセル待ちをやめる',
  'events.waitlist.left': 'キャンセル待ちをやめました',
  'events.waitlist.offer':
    '{name}に空きが出ました。{until}までカートに確保されています。登録を完了して確定してください。',
};
