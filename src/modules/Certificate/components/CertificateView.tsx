import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button, Card, Descriptions, Flex, Typography, theme } from 'antd';
import { useSyncExternalStore } from 'react';

import type { PublicCertificate } from '@/api/model';

import { certificatePagePath, certificatePdfUrl, formatIssueDate } from '../utils';

const noSubscription = () => () => undefined;

// The page's own origin, for the verification link; empty while the page is rendered ahead of time.
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

// pages.md §1 "/certificate/[publicId]": a printable certificate (student, course, discipline, issuer, date,
// verification link) with its PDF (rules.md R16.4); the buttons are left out of print.
export function CertificateView({ certificate }: { certificate: PublicCertificate }) {
  const { token } = theme.useToken();
  const origin = useOrigin();
  const verifyPath = certificatePagePath(certificate.publicId);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto' }}>
      <Card style={{ borderWidth: 3, borderColor: token.colorPrimary }}>
        <Flex vertical align="center" gap={4} style={{ textAlign: 'center', padding: '16px 0' }}>
          <Typography.Title level={1} style={{ color: token.colorPrimary, letterSpacing: 4, margin: 0 }}>
            CERTIFICATE
          </Typography.Title>
          <Typography.Text type="secondary">of completion</Typography.Text>
          <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
            This is to certify that
          </Typography.Paragraph>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {certificate.studentName}
          </Typography.Title>
          <Typography.Text type="secondary">GitHub: {certificate.githubId}</Typography.Text>
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
            has successfully completed the course
          </Typography.Paragraph>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {certificate.courseFullName}
          </Typography.Title>
        </Flex>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          items={[
            ...(certificate.discipline
              ? [{ key: 'discipline', label: 'Discipline', children: certificate.discipline }]
              : []),
            { key: 'issuer', label: 'Issued by', children: certificate.issuer },
            { key: 'date', label: 'Date of issue', children: formatIssueDate(certificate.issueDate) },
            { key: 'id', label: 'Certificate ID', children: certificate.publicId },
            {
              key: 'verify',
              label: 'Verify at',
              children: <a href={verifyPath}>{`${origin}${verifyPath}`}</a>,
            },
          ]}
        />
      </Card>
      <Flex gap={8} wrap justify="center" className="no-print">
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          href={certificatePdfUrl(certificate.publicId)}
          download={`certificate-${certificate.publicId}.pdf`}
        >
          Download PDF
        </Button>
        <Button
          icon={<ExportOutlined />}
          href={certificatePdfUrl(certificate.publicId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open PDF
        </Button>
      </Flex>
    </Flex>
  );
}
