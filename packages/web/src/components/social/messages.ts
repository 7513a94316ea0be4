import { defineMessages } from '../../i18n/messages';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'social.like': 'Like',
  'social.unlike': 'Unlike',
  'social.likes': '{count, plural, one {# like} other {# likes}}',
  /** The like button's name: it starts with the count the button shows. */
  'social.likeButton': '{count, plural, one {# like} other {# likes}} — {action}',
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
  'social.composer.group.label': 'Write a post for the group',
  'social.composer.group.placeholder': 'Share something with the group…',
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
};

export type SocialMessageId = keyof typeof en;

/** Strings of the shared social building blocks (activity card, composer, avatar, tabs). */
export const socialMessages = defineMessages({ en, es, fr, ja });
