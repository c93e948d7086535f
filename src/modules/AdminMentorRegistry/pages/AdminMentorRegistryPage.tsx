import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Flex, Skeleton, theme } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';

import { useGetCourses } from '@/api/courses';
import { useGetDisciplines } from '@/api/disciplines';
import type { MentorRegistryItem } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { useSession } from '@/hooks/useSession';

import { FilterTags } from '../components/FilterTags';
import { useMentorRegistry } from '../hooks/useMentorRegistry';
import { useRegistryActions } from '../hooks/useRegistryActions';
import { filterParams, filterTags, manageableCourses, NO_FILTERS, withoutTag } from '../utils';

// antd Table, Form and Select are the heavy parts of the page; they load in their own chunks.
const RegistryTable = dynamic(() => import('../components/RegistryTable').then((mod) => mod.RegistryTable), {
  loading: () => <Skeleton active />,
});
const RegistryTabs = dynamic(() => import('../components/RegistryTabs').then((mod) => mod.RegistryTabs), {
  loading: () => <Skeleton.Input active />,
});
const RegistryError = dynamic(() => import('../components/RegistryError').then((mod) => mod.RegistryError));
const InviteModal = dynamic(() => import('../components/InviteModal').then((mod) => mod.InviteModal));
const CommentModal = dynamic(() => import('../components/CommentModal').then((mod) => mod.CommentModal));
const InviteMentorsModal = dynamic(() =>
  import('../components/InviteMentorsModal').then((mod) => mod.InviteMentorsModal),
);

const once = { revalidateOnFocus: false };

// pages.md §5 "/admin/mentor-registry".
export function AdminMentorRegistryPage() {
  const { token } = theme.useToken();
  const { data: session } = useSession();
  const registry = useMentorRegistry();
  const actions = useRegistryActions(registry.refresh);
  const courses = useGetCourses({ swr: once });
  const disciplines = useGetDisciplines({ swr: once });
  const inviteDialog = useEditDialog<MentorRegistryItem>();
  const commentDialog = useEditDialog<MentorRegistryItem>();
  const [inviteMentorsOpen, setInviteMentorsOpen] = useState(false);
  const allCourses = useMemo(() => courses.data ?? [], [courses.data]);
  const mine = useMemo(() => (session ? manageableCourses(session, allCourses) : []), [session, allCourses]);
  const courseName = (id: number) => allCourses.find((course) => course.id === id)?.name ?? `#${id}`;
  const tags = filterTags(registry.query.filters, courseName);
  const mineIds = mine.map((course) => course.id);

  return (
    <Flex vertical gap={token.margin}>
      <Flex wrap gap={8} justify="space-between" align="center">
        <RegistryTabs tab={registry.query.tab} counts={registry.counts} onChange={registry.setTab} />
        <Flex wrap gap={8}>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              void actions.exportCsv({ status: registry.query.tab, ...filterParams(registry.query.filters) })
            }
          >
            Export CSV
          </Button>
          {session?.isAdmin && (
            <Button icon={<MailOutlined />} onClick={() => setInviteMentorsOpen(true)}>
              Invite mentors
            </Button>
          )}
        </Flex>
      </Flex>
      <p style={{ margin: 0 }}>
        The number of mentors below can mentor: <strong>{registry.maxStudentsTotal}</strong> students
      </p>
      <FilterTags
        tags={tags}
        onRemove={(tag) => registry.setFilters(withoutTag(registry.query.filters, tag))}
        onClear={() => registry.setFilters(NO_FILTERS)}
      />
      {registry.error ? (
        <RegistryError error={registry.error} />
      ) : (
        <RegistryTable
          items={registry.items}
          total={registry.total}
          loading={registry.loading}
          query={registry.query}
          courses={allCourses}
          disciplines={(disciplines.data ?? []).map((discipline) => discipline.name)}
          actions={{
            onInvite: inviteDialog.openEdit,
            onResend: (item) =>
              actions
                .invite(
                  item,
                  session?.isAdmin
                    ? item.preselectedCourses
                    : item.preselectedCourses.filter((id) => mineIds.includes(id)),
                )
                .catch(() => undefined),
            onCancel: actions.cancel,
            onComment: commentDialog.openEdit,
          }}
          onPage={registry.setPage}
          onFilters={registry.setFilters}
          onGithubOrder={registry.setGithubOrder}
        />
      )}
      {inviteDialog.dialog && (
        <InviteModal
          key={inviteDialog.dialog.key}
          open={inviteDialog.dialog.open}
          item={inviteDialog.dialog.item}
          courses={mine}
          onSubmit={actions.invite}
          onClose={inviteDialog.close}
        />
      )}
      {commentDialog.dialog && (
        <CommentModal
          key={commentDialog.dialog.key}
          open={commentDialog.dialog.open}
          item={commentDialog.dialog.item}
          onSubmit={actions.comment}
          onClose={commentDialog.close}
        />
      )}
      {inviteMentorsOpen && (
        <InviteMentorsModal
          open={inviteMentorsOpen}
          disciplines={disciplines.data ?? []}
          onSubmit={actions.sendInvitation}
          onClose={() => setInviteMentorsOpen(false)}
        />
      )}
    </Flex>
  );
}
