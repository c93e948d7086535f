import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Button, Card, Flex, theme } from 'antd';

// pages.md §6 "/registry/mentor": an anonymous visitor signs in with GitHub first and comes back here.
export function SignInToRegisterMentor({ loginHref }: { loginHref: string }) {
  const { token } = theme.useToken();
  return (
    <Card>
      <Flex vertical align="center" gap={token.margin}>
        <h2 style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>Become a mentor at RS School</h2>
        <p style={{ margin: 0, textAlign: 'center' }}>
          Share your experience with students: tell us what you can teach, in which languages and how many students you
          can take.
        </p>
        <Button type="primary" size="large" icon={<GithubOutlined />} href={loginHref}>
          Sign in with GitHub to register
        </Button>
      </Flex>
    </Card>
  );
}
