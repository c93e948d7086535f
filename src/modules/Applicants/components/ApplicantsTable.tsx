import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import Link from 'next/link';

import type { Applicant } from '@/api/model';
import { ColumnSearch } from '@/components/table/ColumnSearch';
import { ENGLISH_LEVEL_NAMES } from '@/hooks/language-names';

import { byDate, byEnglishLevel, byName, matchesName, NOT_SET } from '../utils';

const PAGE_SIZE = 100;
const orNotSet = (value: string | null | undefined) => value || NOT_SET;
const day = (value: string | null) => (value ? value.slice(0, 10) : NOT_SET);

const columns: TableColumnsType<Applicant> = [
  {
    title: 'Name',
    key: 'name',
    sorter: byName,
    filterDropdown: (props: FilterDropdownProps) => <ColumnSearch {...props} field="Name" />,
    onFilter: (value, applicant) => matchesName(applicant, String(value)),
    render: (_, applicant) => <Link href={`/cv/${applicant.uuid}`}>{applicant.name}</Link>,
  },
  { title: 'Desired position', key: 'desiredPosition', render: (_, applicant) => orNotSet(applicant.desiredPosition) },
  { title: 'Locations', key: 'locations', render: (_, applicant) => orNotSet(applicant.locations.join(', ')) },
  {
    title: 'English level',
    key: 'englishLevel',
    sorter: byEnglishLevel,
    render: (_, applicant) => (applicant.englishLevel ? ENGLISH_LEVEL_NAMES[applicant.englishLevel] : NOT_SET),
  },
  { title: 'Full time', key: 'fullTime', render: (_, applicant) => (applicant.fullTime ? 'Yes' : 'No') },
  { title: 'Start from', key: 'startFrom', sorter: byDate('startFrom'), render: (_, a) => day(a.startFrom) },
  { title: 'CV expires', key: 'expires', sorter: byDate('expires'), render: (_, a) => day(a.expires) },
];

// pages.md §5 "/applicants": 100 per page; Name (→ CV, search, sort), position, locations, English level (sort), full
// time, start (sort), expiry (sort). The list is small (live CVs only), so it is searched and sorted in the browser.
export function ApplicantsTable({ applicants, loading }: { applicants: Applicant[]; loading: boolean }) {
  return (
    <Table<Applicant>
      rowKey="uuid"
      size="middle"
      columns={columns}
      dataSource={applicants}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
