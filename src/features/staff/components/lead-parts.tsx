// The read-only parts of a lead's page: how to answer the person, what they sent (as their form
// labels it), their files, and the messages about the lead.
import { buttonClass } from '@/components/ui/button';
import { describeTouch } from '@/features/analytics/attribution';
import { staffCopy } from '@/content/staff';
import { formatBytes } from '@/lib/file-size';
import { attachmentUrl } from '@/features/staff/api/leads';
import type { LeadDetail } from '@/features/staff/contract';
import { mailtoHref, telHref, when } from '@/features/staff/lib/format';
import { Section } from './section';

const t = staffCopy.lead;

/** Reply and call, one tap each. */
export function LeadContact({ lead }: { lead: LeadDetail }) {
  const phone = lead.fields.phone;
  const tel = phone ? telHref(phone) : undefined;
  return (
    <nav aria-label={t.contact} className="flex flex-wrap gap-2">
      <a href={mailtoHref(lead.email, lead.replySubject)} className={buttonClass()}>
        {t.reply}
        <span className="sr-only">: {lead.email}</span>
      </a>
      {tel && (
        <a href={tel} className={buttonClass('outline')}>
          {t.call(phone!)}
        </a>
      )}
    </nav>
  );
}

export function LeadFields({ lead }: { lead: LeadDetail }) {
  return (
    <Section id="fields" title={t.fields}>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {lead.shown.map((f) => (
          <div key={f.name} className="contents">
            <dt className="font-semibold">{f.label}</dt>
            <dd className="break-words whitespace-pre-wrap">{f.value}</dd>
          </div>
        ))}
        <dt className="font-semibold">{t.received}</dt>
        <dd>{when(lead.timestamp)}</dd>
        <dt className="font-semibold">{t.page}</dt>
        <dd className="break-all">{lead.pageUrl ?? '—'}</dd>
        <dt className="font-semibold">{t.device}</dt>
        <dd>{lead.device ?? '—'}</dd>
      </dl>
    </Section>
  );
}

/** How the person came: the first and the last touch, and the pages they saw before the form. */
export function LeadSource({ lead }: { lead: LeadDetail }) {
  const a = lead.attribution;
  return (
    <Section id="source" title={t.source}>
      {a ? (
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{t.firstTouch}</dt>
          <dd className="break-words">{a.first ? describeTouch(a.first) : t.noFirstTouch}</dd>
          <dt className="font-semibold">{t.lastTouch}</dt>
          <dd className="break-words">{a.last ? describeTouch(a.last) : t.noTouch}</dd>
          <dt className="font-semibold">{t.pagesSeen}</dt>
          <dd>
            {a.pages.length ? (
              <ol className="list-decimal pl-5">
                {a.pages.map((p, i) => (
                  <li key={i} className="break-all">
                    {p}
                  </li>
                ))}
              </ol>
            ) : (
              t.noTouch
            )}
          </dd>
        </dl>
      ) : (
        <p className="mt-2">{t.noSource}</p>
      )}
    </Section>
  );
}

/** The lead's files and the messages about it: each a list, or a line saying there are none. */
export function LeadLists({ lead }: { lead: LeadDetail }) {
  const lists = [
    {
      id: 'files',
      title: t.files,
      none: t.noFiles,
      items: lead.attachments.map((a) => (
        <>
          <a href={attachmentUrl(a.id)} download className="font-semibold text-brand-700 underline">
            {a.filename}
          </a>{' '}
          ({formatBytes(a.size)})
        </>
      )),
    },
    {
      id: 'mail',
      title: t.mail,
      none: t.noMail,
      items: lead.mail.map(
        (m) => `${m.to}: ${m.status}${m.sentAt ? `, ${when(m.sentAt)}` : ''}${m.lastError ? ` — ${m.lastError}` : ''}`,
      ),
    },
  ];
  return lists.map(({ id, title, none, items }) => (
    <Section key={id} id={id} title={title}>
      {items.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="mt-2 list-disc pl-5">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </Section>
  ));
}
