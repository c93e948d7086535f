import { Flex } from 'antd';

import type { VisibleContacts } from '@/api/model';

import { CARD_VISIBILITY } from '../constants';
import { contactAudienceNote, presentContacts } from '../utils';
import { EmailConfirmationNote } from './EmailConfirmationNote';
import { FieldList } from './FieldList';
import { Muted } from './Muted';
import { ProfileCard, type OwnerTools } from './ProfileCard';

// pages.md §7 Contacts card: the kinds the viewer may see (R19.2); the owner sees every kind with who can see it.
export function ContactsCard({ contacts, owner }: { contacts: VisibleContacts | undefined; owner?: OwnerTools }) {
  const entries = presentContacts(contacts);
  return (
    <ProfileCard title="Contacts" owner={owner} editor="contacts" visibility={CARD_VISIBILITY.contacts}>
      {entries.length === 0 ? (
        <Muted>No contacts yet</Muted>
      ) : (
        <FieldList
          items={entries.map((contact) => ({
            key: contact.key,
            label: contact.label,
            children: (
              <Flex vertical>
                {contact.href ? <a href={contact.href}>{contact.value}</a> : <span>{contact.value}</span>}
                {owner && <Muted small>{contactAudienceNote(contact.key, owner.settings)}</Muted>}
                {owner && contact.key === 'email' && <EmailConfirmationNote email={contact.value} />}
              </Flex>
            ),
          }))}
        />
      )}
    </ProfileCard>
  );
}
