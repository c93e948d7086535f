import type { DescriptionsProps } from 'antd';

import type { StudentSummaryMentorContacts } from '@/api/model';

const CONTACT_LABELS: Record<keyof StudentSummaryMentorContacts, string> = {
  email: 'E-mail',
  telegram: 'Telegram',
  phone: 'Phone',
  skype: 'Skype',
  whatsApp: 'WhatsApp',
  notes: 'Notes',
  linkedIn: 'LinkedIn',
  epamEmail: 'Corporate e-mail',
};

// The contacts a mentor shows his students (R4.2), as rows of a Descriptions list; empty ones are left out.
export function contactItems(contacts: StudentSummaryMentorContacts): NonNullable<DescriptionsProps['items']> {
  return (Object.keys(CONTACT_LABELS) as (keyof StudentSummaryMentorContacts)[])
    .filter((kind) => contacts[kind])
    .map((kind) => ({ key: kind, label: CONTACT_LABELS[kind], children: contacts[kind] }));
}
