import { Avatar, Card, Descriptions, Flex, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';

import type { Resume } from '@/api/model';
import { ENGLISH_LEVEL_NAMES } from '@/hooks/language-names';

import { MILITARY_SERVICE_NAMES } from '../constants';
import { formatDate } from '../utils';

const link = (href: string, text = href) => (
  <a href={href} target="_blank" rel="noreferrer">
    {text}
  </a>
);

function personalItems(resume: Resume): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'locations', label: 'Locations', children: resume.locations.join(', ') },
    {
      key: 'english',
      label: 'English level',
      children: resume.englishLevel && ENGLISH_LEVEL_NAMES[resume.englishLevel],
    },
    {
      key: 'military',
      label: 'Military service',
      children: resume.militaryService && MILITARY_SERVICE_NAMES[resume.militaryService],
    },
    { key: 'start', label: 'Ready to start from', children: formatDate(resume.startFrom) },
    { key: 'fullTime', label: 'Full time', children: resume.fullTime ? 'Yes' : 'No' },
    {
      key: 'video',
      label: 'Self-introduction video',
      children: resume.selfIntroLink && link(resume.selfIntroLink, 'Watch'),
    },
  ];
  return items.filter((item) => item.key === 'fullTime' || item.children);
}

function contactItems({ contacts }: Resume): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'email', label: 'E-mail', children: contacts.email && link(`mailto:${contacts.email}`, contacts.email) },
    { key: 'phone', label: 'Phone', children: contacts.phone },
    {
      key: 'telegram',
      label: 'Telegram',
      children: contacts.telegram && link(`https://t.me/${contacts.telegram.replace(/^@/, '')}`, contacts.telegram),
    },
    { key: 'skype', label: 'Skype', children: contacts.skype },
    { key: 'linkedin', label: 'LinkedIn', children: contacts.linkedin && link(contacts.linkedin) },
    {
      key: 'github',
      label: 'GitHub',
      children:
        contacts.githubUsername &&
        link(`https://github.com/${encodeURIComponent(contacts.githubUsername)}`, contacts.githubUsername),
    },
    { key: 'website', label: 'Website', children: contacts.website && link(contacts.website) },
  ];
  return items.filter((item) => item.children);
}

// pages.md §8: name, position, personal data, contacts and About of a CV.
export function CvProfile({ resume }: { resume: Resume }) {
  const contacts = contactItems(resume);
  return (
    <Card>
      <Flex gap={16} align="center" wrap>
        {resume.avatarLink && <Avatar size={96} src={resume.avatarLink} alt={`Photo of ${resume.name ?? ''}`} />}
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {resume.name || 'Name not set'}
          </Typography.Title>
          {resume.desiredPosition && (
            <Typography.Text type="secondary" style={{ fontSize: 18 }}>
              {resume.desiredPosition}
            </Typography.Text>
          )}
        </div>
      </Flex>
      <Descriptions
        title="Personal data"
        column={{ xs: 1, md: 2 }}
        items={personalItems(resume)}
        style={{ marginTop: 16 }}
      />
      {contacts?.length ? <Descriptions title="Contacts" column={{ xs: 1, md: 2 }} items={contacts} /> : null}
      {resume.notes && (
        <>
          <Typography.Title level={4}>About me</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{resume.notes}</Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
