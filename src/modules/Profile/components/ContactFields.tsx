import { Form, Input } from 'antd';

import type { ContactsInput, VisibleContacts } from '@/api/model';

import { CONTACT_LABELS, type ContactKind } from '../constants';

const inputs: { kind: ContactKind; type?: string; max: number }[] = [
  { kind: 'email', type: 'email', max: 320 },
  { kind: 'epamEmail', type: 'email', max: 320 },
  { kind: 'telegram', max: 100 },
  { kind: 'phone', type: 'tel', max: 50 },
  { kind: 'whatsApp', type: 'tel', max: 50 },
  { kind: 'skype', max: 100 },
  { kind: 'linkedIn', type: 'url', max: 2048 },
  { kind: 'notes', max: 1000 },
];

export const contactValues = (contacts: VisibleContacts | undefined): ContactsInput =>
  Object.fromEntries(inputs.map(({ kind }) => [kind, contacts?.[kind] ?? '']));

// Every contact kind of the user table (data-model.md §2) in the owner's edit form; an empty field clears it.
export function ContactFields() {
  return (
    <>
      {inputs.map(({ kind, type, max }) => (
        <Form.Item
          key={kind}
          label={CONTACT_LABELS[kind]}
          name={['contacts', kind]}
          rules={[
            { max, message: `At most ${max} characters` },
            ...(type === 'email' ? [{ type: 'email' as const, message: 'Enter an e-mail address' }] : []),
            ...(type === 'url' ? [{ pattern: /^https?:\/\/\S+$/i, message: 'Enter an http(s) address' }] : []),
          ]}
        >
          {kind === 'notes' ? (
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          ) : (
            <Input type={type ?? 'text'} />
          )}
        </Form.Item>
      ))}
    </>
  );
}
