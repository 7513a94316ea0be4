import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
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
  'social.mentions.label': 'People to mention',
  'social.picture': 'Picture attached to the post',
  'social.delete.title': 'Delete this post?',
  'social.delete.comment.title': 'Delete this comment?',
  'social.delete.body':
    'It will be gone for everyone, with its comments and likes. This cannot be undone.',
  'social.delete.comment.body': 'It will be gone for everyone. This cannot be undone.',
  'social.deleted.comment': 'Comment deleted',
  'social.report.title': 'Why are you reporting this?',
  'social.report.body': 'The moderators will review it.',
  'social.report.reason.spam': 'Spam or advertising',
  'social.report.reason.harassment': 'Harassment or bullying',
  'social.report.reason.hate': 'Hate or discrimination',
  'social.report.reason.violence': 'Violence or threats',
  'social.report.reason.sexual': 'Nudity or sexual content',
  'social.report.reason.misinformation': 'False information',
  'social.report.reason.other': 'Something else',
  'social.report.details': 'Anything the moderators should know? (optional)',
  'social.report.submit': 'Send report',
  'social.report.withdrawn': 'Report withdrawn',
  'social.posted': 'Posted',
  'social.commented': 'Comment added',
  'social.comments.earlier': 'Show earlier comments',
  'social.tabs.label': 'Show',
};

export type SocialMessageId = keyof typeof en;

/** Strings of the shared social building blocks (activity card, composer, avatar, tabs). */
export const socialMessages = defineMessages({ en, es, fr, ja, de, pt });
