import type { LeaveCourseInputReasonForLeavingItem, ProfilePermissionSettings, VisibleContacts } from '@/api/model';

// pages.md §13.
export const NOT_VISIBLE_TEXT = 'No access or user does not exist';
export const SAVED_TEXT = 'Profile was successfully saved';

export type ContactKind = keyof VisibleContacts;
export type PermissionFlag = keyof ProfilePermissionSettings;
export type Audience = 'all' | 'mentor' | 'student';
export type EditorKind = 'main' | 'about' | 'languages' | 'education' | 'contacts' | 'discord';

export const CONTACT_LABELS: Record<ContactKind, string> = {
  email: 'E-mail',
  epamEmail: 'EPAM e-mail',
  telegram: 'Telegram',
  phone: 'Phone',
  skype: 'Skype',
  whatsApp: 'WhatsApp',
  linkedIn: 'LinkedIn',
  notes: 'Notes',
};

// rules.md R19.2: the flag that decides who sees each contact kind; the corporate e-mail has none (staff only) and
// WhatsApp follows the phone.
export const CONTACT_FLAGS: Record<ContactKind, PermissionFlag | null> = {
  email: 'isEmailVisible',
  epamEmail: null,
  telegram: 'isTelegramVisible',
  phone: 'isPhoneVisible',
  skype: 'isSkypeVisible',
  whatsApp: 'isPhoneVisible',
  linkedIn: 'isLinkedInVisible',
  notes: 'isContactsNotesVisible',
};

export const AUDIENCE_LABELS: Record<Audience, string> = { all: 'All', mentor: 'Mentors', student: 'Students' };

export interface VisibilityOption {
  flag: PermissionFlag;
  label: string;
  // The audiences a setting can change; the others see the part by rule (R19.2) or never.
  audiences: Audience[];
}

const everyAudience: Audience[] = ['all', 'mentor', 'student'];
const contactOption = (flag: PermissionFlag, label: string): VisibilityOption => ({
  flag,
  label,
  audiences: everyAudience,
});

// The settings modal of each card (pages.md §7): which flags it shows.
export const CARD_VISIBILITY: Record<string, VisibilityOption[]> = {
  main: [{ flag: 'isProfileVisible', label: 'Profile', audiences: ['all'] }],
  about: [{ flag: 'isAboutVisible', label: 'About', audiences: everyAudience }],
  languages: [{ flag: 'isEnglishVisible', label: 'English level', audiences: ['all', 'student'] }],
  education: [{ flag: 'isEducationVisible', label: 'Education', audiences: everyAudience }],
  contacts: [
    contactOption('isEmailVisible', 'E-mail'),
    contactOption('isTelegramVisible', 'Telegram'),
    contactOption('isPhoneVisible', 'Phone and WhatsApp'),
    contactOption('isSkypeVisible', 'Skype'),
    contactOption('isLinkedInVisible', 'LinkedIn'),
    contactOption('isContactsNotesVisible', 'Notes'),
  ],
  studentStats: [{ flag: 'isStudentStatsVisible', label: 'Student statistics', audiences: ['all', 'student'] }],
  mentorStats: [{ flag: 'isMentorStatsVisible', label: 'Mentor statistics', audiences: everyAudience }],
};

// rules.md R13.3: the fixed list of reasons for leaving a course.
export const LEAVE_REASONS: LeaveCourseInputReasonForLeavingItem[] = [
  'Too difficult',
  'Not enough time',
  'Found a job',
  'Personal reasons',
  'Studying at another course',
  'Lost motivation',
  'Other',
];

// product-spec.md §7 "Other": the Discord id comes from Discord's identity service through the implicit flow.
export const DISCORD_AUTHORIZE_URL = 'https://discord.com/api/oauth2/authorize';
export const DISCORD_ME_URL = 'https://discord.com/api/users/@me';
export const DISCORD_STATE_KEY = 'discord-connect-state';
