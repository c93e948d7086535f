import { Button, Card, Flex, Typography } from 'antd';

interface ActionCardProps {
  title: string;
  text: string;
  action: string;
  onClick: () => void;
}

function ActionCard({ title, text, action, onClick }: ActionCardProps) {
  return (
    <Card title={title} style={{ flex: '1 1 280px', maxWidth: 420 }}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{text}</Typography.Text>
        <Button type="primary" onClick={onClick}>
          {action}
        </Button>
      </Flex>
    </Card>
  );
}

interface TeamActionCardsProps {
  isManager: boolean;
  onCreate: () => void;
  onJoin: () => void;
  onDistribute: () => void;
}

// pages.md §10: a teamless student creates or joins a team; a manager creates a team or distributes the rest.
export function TeamActionCards({ isManager, onCreate, onJoin, onDistribute }: TeamActionCardsProps) {
  return (
    <Flex wrap gap={16}>
      {isManager ? (
        <>
          <ActionCard
            title="Create team"
            text="Make a team of chosen students without a team."
            action="Create team"
            onClick={onCreate}
          />
          <ActionCard
            title="Distribute students"
            text="Place every registered student without a team into a team at random."
            action="Distribute students"
            onClick={onDistribute}
          />
        </>
      ) : (
        <>
          <ActionCard
            title="Create team"
            text="Start a team: you become its lead and get an invitation code for your teammates."
            action="Create team"
            onClick={onCreate}
          />
          <ActionCard
            title="Join team"
            text="Have an invitation code from a team lead? Join the team with it."
            action="Join team"
            onClick={onJoin}
          />
        </>
      )}
    </Flex>
  );
}
