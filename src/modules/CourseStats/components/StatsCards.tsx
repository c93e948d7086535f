import { Col, Row, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

import { countriesText, ratioText, visibleCards, type StatsCardKey, type StatsData } from '../utils';
import { StatCard } from './StatCard';
import { TaskPerformanceCard } from './TaskPerformanceCard';

// The charts (G2 draws on a canvas in the browser only) load in their own chunks (DESIGN.md "Performance").
const chartLoading = () => <Skeleton.Node active style={{ width: '100%', height: 200 }} />;
const CountriesBar = dynamic(() => import('./charts/CountriesBar').then((mod) => mod.CountriesBar), {
  ssr: false,
  loading: chartLoading,
});
const RatioGauge = dynamic(() => import('./charts/RatioGauge').then((mod) => mod.RatioGauge), {
  ssr: false,
  loading: chartLoading,
});

function card(key: StatsCardKey, { students, mentors, ...data }: StatsData): ReactNode {
  const gauge = (title: string, count: number, total: number) => (
    <StatCard title={title} summary={ratioText(count, total)}>
      <RatioGauge count={count} total={total} name={title} />
    </StatCard>
  );
  switch (key) {
    case 'studentsCountries':
      return (
        <StatCard title="Students Countries" summary={countriesText(data.studentsCountries)}>
          <CountriesBar countries={data.studentsCountries} />
        </StatCard>
      );
    case 'activeStudents':
      return gauge('Active Students', students.activeStudentsCount, students.totalStudents);
    case 'mentorsCountries':
      return (
        <StatCard title="Mentors Countries" summary={countriesText(data.mentorsCountries)}>
          <CountriesBar countries={data.mentorsCountries} color="secondary" />
        </StatCard>
      );
    case 'corporateMentors':
      return gauge('Mentors with corporate e-mail', mentors.mentorsWithCorporateEmailCount, mentors.mentorsActiveCount);
    case 'studentsWithMentor':
      return gauge('Students With Mentor', students.studentsWithMentorCount, students.activeStudentsCount);
    case 'certified':
      return gauge('Students With Certificate', students.certifiedStudentsCount, students.totalStudents);
    case 'eligible':
      return gauge('Eligible for Certification', students.eligibleForCertificationCount, students.activeStudentsCount);
    case 'taskPerformance':
      return <TaskPerformanceCard tasks={data.tasks} />;
    case 'certificatesCountries':
      return (
        <StatCard title="Certificates Countries" summary={countriesText(data.certificatesCountries)}>
          <CountriesBar countries={data.certificatesCountries} />
        </StatCard>
      );
  }
}

// pages.md §11 "/course/stats": the cards that have data, three, two or one per row by width (§15).
export function StatsCards({ data }: { data: StatsData }) {
  return (
    <Row gutter={[16, 16]}>
      {visibleCards(data).map((key) => (
        <Col key={key} xs={24} lg={12} xxl={8}>
          {card(key, data)}
        </Col>
      ))}
    </Row>
  );
}
