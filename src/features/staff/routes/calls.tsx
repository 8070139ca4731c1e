// Calls: one's own hours and limits for the calls visitors book, one's calendar feed, one's own
// CalDAV calendar, and for admins, who takes each kind of call.
import { staffCopy } from '@/content/staff';
import { useSession } from '@/features/staff/api/auth';
import { useCallHosts, useCallSettings } from '@/features/staff/api/calls';
import { messageOf } from '@/features/staff/api/client';
import { CallCaldav } from '@/features/staff/components/call-caldav';
import { CallFeed } from '@/features/staff/components/call-feed';
import { CallHosts } from '@/features/staff/components/call-hosts';
import { CallHours } from '@/features/staff/components/call-hours';
import { PageHeading } from '@/features/staff/components/page-heading';
import { Failed, Loading } from '@/features/staff/components/status';

const t = staffCopy.calls;

export function Calls() {
  const isAdmin = !!useSession().data?.isAdmin;
  const settings = useCallSettings();
  const hosts = useCallHosts(isAdmin);
  const s = settings.data;
  return (
    <div className="space-y-8">
      <PageHeading>{t.title}</PageHeading>
      <p className="max-w-3xl">{t.intro}</p>
      {s ? (
        <>
          {/* Mounted once with what the server has; it then keeps what is typed. */}
          <CallHours rules={s.rules} />
          <CallFeed exists={s.feed} />
        </>
      ) : settings.error ? (
        <Failed message={messageOf(settings.error, staffCopy.error)} retry={() => settings.mutate()} />
      ) : (
        <Loading />
      )}
      <CallCaldav />
      {isAdmin &&
        (hosts.data ? (
          <CallHosts hosts={hosts.data.hosts} />
        ) : hosts.error ? (
          <Failed message={messageOf(hosts.error, staffCopy.error)} retry={() => hosts.mutate()} />
        ) : (
          <Loading />
        ))}
    </div>
  );
}
