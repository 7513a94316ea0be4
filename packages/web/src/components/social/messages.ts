import type { AreaMessages } from '../../i18n/messages';

/** Strings of the shared social building blocks (activity card, composer, avatar, tabs). */
export const socialMessages: AreaMessages = {
  en: {
    'social.like': 'Like',
    'social.unlike': 'Unlike',
    'social.likes': '{count, plural, one {# like} other {# likes}}',
    'social.comments': '{count, plural, one {# comment} other {# comments}}',
    'social.comment': 'Comment',
    'social.comments.latest': 'Latest comments',
    'social.comments.all': 'View all {count, plural, one {# comment} other {# comments}}',
    'social.delete': 'Delete',
    'social.delete.confirm': 'Delete this post? This cannot be undone.',
    'social.deleted': 'Post deleted',
    'social.report': 'Report',
    'social.report.undo': 'Withdraw report',
    'social.reported': 'Thanks — the moderators will take a look.',
    'social.actions': 'Post actions',
    'social.in.group': 'in {group}',
    'social.featured': 'Featured',
    'social.composer.label': 'Write a post',
    'social.composer.placeholder': 'Share something with the community…',
    'social.composer.comment.label': 'Write a comment',
    'social.composer.comment.placeholder': 'Add a comment…',
    'social.composer.submit': 'Post',
    'social.composer.comment.submit': 'Comment',
    'social.composer.image': 'Add a picture',
    'social.composer.image.remove': 'Remove the picture',
    'social.composer.image.uploading': 'Uploading the picture…',
    'social.signInToPost': 'Sign in to post, like and comment.',
    'social.signIn': 'Sign in',
    'social.linkPreview': 'Link preview',
    'social.picture': 'Picture attached to the post',
    'social.tabs.label': 'Show',
  },
  es: {
    'social.like': 'Me gusta',
    'social.unlike': 'Ya no me gusta',
    'social.comment': 'Comentar',
    'social.delete': 'Eliminar',
    'social.report': 'Denunciar',
    'social.composer.submit': 'Publicar',
    'social.signIn': 'Iniciar sesión',
  },
  fr: {
    'social.like': 'J’aime',
    'social.unlike': 'Je n’aime plus',
    'social.comment': 'Commenter',
    'social.delete': 'Supprimer',
    'social.report': 'Signaler',
    'social.composer.submit': 'Publier',
    'social.signIn': 'Se connecter',
  },
  ja: {
    'social.like': 'いいね',
    'social.unlike': 'いいねを取り消す',
    'social.comment': 'コメント',
    'social.delete': '削除',
    'social.report': '報告',
    'social.composer.submit': '投稿',
    'social.signIn': 'サインイン',
  },
};

/** Merges message tables locale by locale (an area's own and the shared ones). */
export function mergeMessages(...tables: AreaMessages[]): AreaMessages {
  const merged: AreaMessages = { en: {} };
  for (const table of tables) {
    for (const [locale, messages] of Object.entries(table)) {
      if (messages) merged[locale] = { ...merged[locale], ...messages };
    }
  }
  return merged;
}
