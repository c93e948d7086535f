import { Alert, Card, Flex } from 'antd';
import Link from 'next/link';

// pages.md §0.2: a signed-in user without any course.
export function WelcomeCard() {
  return (
    <Flex justify="center" style={{ padding: 16 }}>
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Flex vertical align="center" gap={16}>
          <Alert type="info" showIcon title="Welcome to RS School App! Please register to continue" />
          <img src="/images/welcome.svg" width={240} height={240} alt="A student and a mentor welcoming you" />
          <Flex vertical align="center" gap={8}>
            <Link href="/registry/student">Register as a student</Link>
            <Link href="/registry/mentor">Register as a mentor</Link>
            <Link href="/login">Log in with another GitHub account</Link>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
