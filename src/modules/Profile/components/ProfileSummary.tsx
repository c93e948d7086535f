import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Card, Descriptions, Empty } from 'antd';

import type { ProfileInfo } from '@/api/model';

import { formatLocation, presentContacts } from '../utils';

export function ProfileSummary({ profile }: { profile: ProfileInfo }) {
  const { generalInfo } = profile;
  const location = formatLocation(generalInfo.cityName, generalInfo.countryName);
  const contacts = presentContacts(profile.contacts);
  return (
    <>
      <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{generalInfo.name || generalInfo.githubId}</h2>}>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'github',
              label: 'GitHub',
              children: (
                <a
                  href={`https://github.com/${encodeURIComponent(generalInfo.githubId)}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  <GithubOutlined aria-hidden /> {generalInfo.githubId}
                </a>
              ),
            },
            ...(location ? [{ key: 'location', label: 'Location', children: location }] : []),
            ...(generalInfo.aboutMyself ? [{ key: 'about', label: 'About', children: generalInfo.aboutMyself }] : []),
          ]}
        />
      </Card>
      <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>Contacts</h2>}>
        {contacts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No contacts yet" />
        ) : (
          <Descriptions
            column={1}
            size="small"
            items={contacts.map((contact) => ({
              key: contact.key,
              label: contact.label,
              children: contact.href ? <a href={contact.href}>{contact.value}</a> : contact.value,
            }))}
          />
        )}
      </Card>
    </>
  );
}
