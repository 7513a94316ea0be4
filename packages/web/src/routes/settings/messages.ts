import { defineMessages } from '../../i18n/messages';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'settings.nav.profile': 'Profile',
  'settings.profile.title': 'Profile',
  'settings.profile.username': 'Username',
  'settings.profile.usernameHint':
    'At least 5 characters: lowercase letters, numbers and single hyphens.',
  'settings.profile.usernameRequired': 'Username is required',
  'settings.profile.firstName': 'First name',
  'settings.profile.lastName': 'Last name',
  'settings.profile.title.label': 'Title',
  'settings.profile.company': 'Company',
  'settings.profile.website': 'Website',
  'settings.profile.bio': 'Bio',
  'settings.profile.social.legend': 'Social links',
  'settings.profile.social.hint': 'A full link (https://…) or your handle.',
  'settings.profile.social.facebook': 'Facebook',
  'settings.profile.social.instagram': 'Instagram',
  'settings.profile.social.linkedIn': 'LinkedIn',
  'settings.profile.social.twitter': 'X (Twitter)',
  'settings.profile.social.tikTok': 'TikTok',
  'settings.profile.social.youtube': 'YouTube',
  'settings.profile.social.discord': 'Discord',
  'settings.profile.save': 'Save profile',
  'settings.profile.saved': 'Profile saved',
  'settings.profile.fixErrors': 'Fix errors before saving.',
  'settings.profile.image.label': 'Profile picture',
  'settings.profile.image.current': 'Your profile picture',
  'settings.profile.image.choose': 'Choose a picture',
  'settings.profile.image.saved': 'Profile picture updated',
  'settings.profile.banner.label': 'Banner',
  'settings.profile.banner.current': 'Your banner',
  'settings.profile.banner.choose': 'Choose a banner',
  'settings.profile.banner.saved': 'Banner updated',
  'settings.nav.label': 'Settings',
  'settings.nav.password': 'Password',
  'settings.nav.notifications': 'Notifications',
  'settings.nav.blocked': 'Blocked accounts',
  'settings.blocked.title': 'Blocked accounts',
  'settings.blocked.intro':
    'Blocked accounts can’t follow you or interact with you, and you won’t see each other’s posts.',
  'settings.blocked.empty': 'You haven’t blocked anyone.',
  'settings.blocked.unblock': 'Unblock',
  'settings.blocked.unblockLabel': 'Unblock {name}',
  'settings.blocked.unblocked': '{name} is unblocked',
  'settings.notifications.title': 'Notification settings',
  'settings.notifications.intro':
    'Choose how you hear about activity in the community. Changes are saved right away.',
  'settings.notifications.channels': 'Email and push',
  'settings.notifications.email': 'Email',
  'settings.notifications.push': 'Push',
  'settings.notifications.switch': '{category}: {channel}',
  'settings.notifications.inApp': 'In the notification list',
  'settings.notifications.inAppIntro':
    'Turn off the kinds of notifications you don’t want to see in your list.',
  'settings.notifications.category.followers': 'New followers',
  'settings.notifications.category.likes': 'Likes on your posts',
  'settings.notifications.category.comments': 'Comments on your posts',
  'settings.notifications.category.groupInvitations': 'Group invitations',
  'settings.notifications.category.groupRequestsAccepted': 'Accepted group requests',
  'settings.notifications.category.groupAnnouncements': 'Group announcements',
  'settings.notifications.type.ANNOUNCEMENT': 'Announcements',
  'settings.notifications.type.FOLLOW': 'New followers',
  'settings.notifications.type.INVITATION': 'Invitations',
  'settings.notifications.type.TRANSFER': 'Pass transfers',
  'settings.notifications.type.LIKE': 'Likes',
  'settings.notifications.type.COMMENT': 'Comments',
  'settings.notifications.type.RESHARE': 'Reshares',
  'settings.notifications.type.EVENT': 'Event reminders',
  'settings.notifications.type.ACTIVITY': 'New posts',
  'settings.notifications.type.GROUP_INVITATION': 'Group invitations',
  'settings.notifications.type.GROUP_REQUEST_ACCEPTED': 'Accepted group requests',
  'settings.notifications.type.GROUP_REQUEST': 'Requests to join your groups',
  'settings.notifications.type.CONTENT': 'New content',
  'settings.devices.title': 'Push devices',
  'settings.devices.intro':
    'Phones and tablets where you signed in to the app receive push notifications.',
  'settings.devices.empty':
    'No devices are registered. Sign in on the mobile app to get push notifications.',
  'settings.devices.unnamed': 'Unnamed device',
  'settings.devices.details': '{service} · added {date}',
  'settings.devices.remove': 'Remove',
  'settings.devices.removeLabel': 'Remove {name}',
  'settings.devices.removed': 'Device removed',
  'settings.devices.service.apn': 'Apple',
  'settings.devices.service.firebase': 'Android (Firebase)',
  'settings.devices.service.huawei': 'Huawei',
  'settings.devices.service.xiaomi': 'Xiaomi',
};

export type SettingsMessageId = keyof typeof en;

/** Settings: profile, notification preferences, push devices and blocked accounts. */
export const settingsMessages = defineMessages({ en, es, fr, ja });
