// A private conversation as a manager or admin reads it: the same thread, named by its person,
// with the way back to the Team page.
import { t } from '../i18n/index.ts';
import { useMembers } from '../team/members.ts';
import { InquiryThread } from './inquiry.tsx';

export default function TeamInquiry({ id }: { id: string }) {
  const members = useMembers();
  return <InquiryThread id={id} back={{ href: '/team', label: t('team.backToTeam') }} ownerName={members.nameOf} />;
}
