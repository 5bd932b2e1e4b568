import type { ReactNode } from 'react';
import { PLACE_MESSAGES, PRIVACY_POLICY_DATE } from '@nestling/shared';
import { PageHeader } from '@/components/ui';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold text-ink-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-ink-700 [&_li]:pl-1 [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

const SECTIONS = [
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'how-we-use-data', title: 'How we use your data' },
  { id: 'how-we-protect-it', title: 'How we protect it' },
  { id: 'your-controls', title: 'Your controls' },
  { id: 'third-parties', title: 'Third parties' },
  { id: 'childrens-privacy', title: "Children's privacy" },
  { id: 'contact', title: 'Contact' },
] as const;

/**
 * Nestling's privacy policy (spec §2.17): what we collect, how we use it, how we protect it,
 * your controls, third parties, children's privacy and contact; last updated 2025-01-05.
 * @param contactEmail the privacy contact address, when the operator configured one
 */
export function PrivacyPolicy({ contactEmail }: { contactEmail?: string }) {
  return (
    <article className="space-y-10">
      <div className="space-y-3">
        <PageHeader
          eyebrow="Your family, your data"
          title="Privacy Policy"
          description={
            <p className="text-sm">
              Last updated: <time dateTime={PRIVACY_POLICY_DATE}>{PRIVACY_POLICY_DATE}</time>
            </p>
          }
        />
        <p className="text-lg text-ink-700">
          Nestling is a place for parents to keep their children&apos;s profiles, health and mood
          logs, milestones, certificates and calendars, and to meet other families safely. This
          policy explains, in plain words, what we collect, why, how we protect it and what you can
          do about it. Nestling accounts are for parents and guardians aged 18 or over; children
          never have accounts of their own.
        </p>
        <nav
          aria-label="Sections of this policy"
          className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
        >
          <ol className="grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm font-semibold text-brand-800 sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>

      <Section id="what-we-collect" title="1. What we collect">
        <p>We collect only what the features you use need:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address and password (kept only as an
            Argon2id hash, so nobody — including us — can read it), and, if you add them, your date
            of birth, gender and profile photo.
          </li>
          <li>
            <strong>What you record about your children:</strong> name, age, gender, date of birth,
            address, interests, skill level and photo; health and mood logs, sleep hours,
            self-assessments, medical and vaccination notes and the documents you attach;
            milestones, certificates and calendar events.
          </li>
          <li>
            <strong>What you exchange with other families:</strong> friend and meetup requests, the
            messages you send, and the families you block.
          </li>
          <li>
            <strong>What running the service needs:</strong> a session cookie that keeps you signed
            in, a security cookie that protects your forms against forgery, and short-lived server
            logs (time, IP address, the page asked for and the result) that we use to keep Nestling
            secure and working.
          </li>
        </ul>
        <p>
          We do not use advertising or tracking cookies, analytics pixels or device fingerprinting.
          Video calls go directly between the two browsers; we do not record them.
        </p>
      </Section>

      <Section id="how-we-use-data" title="2. How we use your data">
        <ul>
          <li>
            To provide the features you use: dashboards, charts and weekly summaries, calendars and
            reminders, notifications, and conversations with the families you accepted as friends.
          </li>
          <li>
            To send service e-mails you need: address verification, password resets and the
            notifications you asked for. We never send marketing e-mail.
          </li>
          <li>
            To suggest milestones that fit your child&apos;s age and interests. By default this uses
            a built-in catalogue based on the CDC&apos;s developmental milestone checklists, and
            nothing leaves Nestling.
          </li>
          <li>
            To keep Nestling safe: rate limits, preventing abuse and investigating security
            problems.
          </li>
        </ul>
        <p>
          We never sell your data, never use it for advertising, never build profiles of children
          and never use your family&apos;s data to train AI models.
        </p>
      </Section>

      <Section id="how-we-protect-it" title="3. How we protect it">
        <ul>
          <li>
            <strong>Private by default.</strong> Everything you record belongs to your account.
            Health logs, self-assessments, milestones, certificates, calendars and uploaded files
            are yours alone: another parent asking for them is told they do not exist.
          </li>
          <li>
            <strong>Encryption in transit.</strong> Nestling is served over HTTPS, and the session
            cookie is HTTP-only so page scripts cannot read it.
          </li>
          <li>
            <strong>Careful secrets.</strong> Passwords are hashed with Argon2id. Sessions and
            e-mailed links are random tokens stored only as hashes; verification links expire after
            24 hours and reset links after one hour, and each works once. Resetting your password
            signs out your other sessions.
          </li>
          <li>
            <strong>Safe files.</strong> Uploads are checked by their content, limited to 5 MB, and
            images are re-encoded so hidden metadata such as EXIF and GPS location is removed. Files
            are only ever served after checking that the person asking may see them.
          </li>
          <li>
            <strong>Guarded doors.</strong> Every form is protected against cross-site request
            forgery, the pages run under a strict Content Security Policy, and sign-in, registration
            and password resets are rate limited.
          </li>
        </ul>
      </Section>

      <Section id="your-controls" title="4. Your controls">
        <ul>
          <li>
            <strong>See and correct.</strong> You can view and edit your profile and your
            children&apos;s profiles at any time in Parent Hub and Kids Profile.
          </li>
          <li>
            <strong>Show in Explore is off by default.</strong> A child&apos;s card appears in
            Explore Kids only if you switch on &ldquo;Show in Explore&rdquo; for that child, and
            only to parents with a verified e-mail address. Switch it off at any time and the card
            disappears.
          </li>
          <li>
            <strong>Block.</strong> Blocking a family hides them from your Explore and stops their
            requests, messages and calls. You can see your blocks and undo them.
          </li>
          <li>
            <strong>Export.</strong> You can download a copy of everything your account holds — your
            profile, your children&apos;s records, your events, your messages and your files.
          </li>
          <li>
            <strong>Delete your account.</strong> Deleting your account permanently erases
            everything it holds, files included. Copies in backups disappear when those backups
            expire.
          </li>
          <li>
            <strong>Other rights.</strong> Depending on where you live (for example under the GDPR
            or US state laws) you may also object to or restrict how we use your data. Contact us
            and we will help.
          </li>
        </ul>
      </Section>

      <Section id="third-parties" title="5. Third parties">
        <p>
          We do not sell, rent or trade personal data, and we do not work with advertisers or data
          brokers. A few providers process data on our behalf, only to run Nestling and under
          contracts that forbid any other use:
        </p>
        <ul>
          <li>
            <strong>Hosting:</strong> the servers, database and file storage that hold Nestling.
          </li>
          <li>
            <strong>E-mail delivery:</strong> the provider that delivers our verification, reset and
            notification e-mails (it sees your address and the e-mail&apos;s content).
          </li>
          <li>
            <strong>Video call connection servers</strong> (STUN, and TURN relays when needed): they
            help two browsers find each other and see IP addresses, not the call itself, which is
            encrypted end to end.
          </li>
          <li>
            <strong>Payments, only if you subscribe:</strong> the payment provider handles your
            card; we never see card numbers.
          </li>
          <li>
            <strong>An AI provider, only if one is configured:</strong> when the service operator
            switches on an external AI provider for milestone suggestions, it receives only what it
            needs — the child&apos;s age and interests — never a name, photo, address or health
            record. Without one, suggestions never leave Nestling.
          </li>
        </ul>
        <p>
          We disclose data to authorities only when the law requires it, and tell you when we are
          allowed to.
        </p>
        <p>
          <strong>Your home area</strong> is a town or neighbourhood you choose from a list of
          places; we keep only that place, never your coordinates or street, and other families see
          its name and a distance rounded to the kilometre. Searching the list happens on our own
          server, with no outside map service. {PLACE_MESSAGES.privacyLocation}{' '}
          {PLACE_MESSAGES.attribution}
        </p>
      </Section>

      <Section id="childrens-privacy" title="6. Children's privacy">
        <p>
          Nestling is designed for parents, with children&apos;s privacy first, in the spirit of the
          US Children&apos;s Online Privacy Protection Act (COPPA) and the GDPR&apos;s rules for
          children&apos;s data (&ldquo;GDPR-K&rdquo;).
        </p>
        <ul>
          <li>
            <strong>Parents hold the account.</strong> Children do not sign up or sign in. You
            decide what is recorded about your child and whether anything is shared.
          </li>
          <li>
            <strong>Kids are private by default.</strong> Nothing about a child is visible to anyone
            else unless you turn on &ldquo;Show in Explore&rdquo;. Even then the card shows only a
            first name, age, gender, interests, skill level, photo and an optional area you type
            (such as a town).
          </li>
          <li>
            <strong>The street address is never shown publicly.</strong> It never leaves your
            account.
          </li>
          <li>
            <strong>Files stay private.</strong> Photos, certificates and health documents are
            served only to you (and a public child&apos;s photo only to verified parents you have
            not blocked), with EXIF and GPS data stripped.
          </li>
          <li>
            <strong>Grown-ups talk to grown-ups.</strong> Messages and calls are between parents,
            and only between families who have accepted each other as friends.
          </li>
          <li>
            <strong>No profiling, no ads.</strong> We never advertise to children, build profiles of
            them or sell their data.
          </li>
        </ul>
        <p>
          If you believe a child has given us personal information directly, contact us and we will
          delete it promptly.
        </p>
      </Section>

      <Section id="contact" title="7. Contact">
        <p>
          Questions, requests or complaints about privacy:{' '}
          {contactEmail ? (
            <>
              write to{' '}
              <a
                href={`mailto:${contactEmail}`}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {contactEmail}
              </a>{' '}
              or reply to any e-mail Nestling sent you.
            </>
          ) : (
            <>reply to any e-mail Nestling sent you; it reaches the team that runs this service.</>
          )}{' '}
          We answer within 30 days.
        </p>
        <p>
          You can also complain to your data protection authority (in the EU or UK) or to the
          Federal Trade Commission (in the US). If we change this policy we will update the date
          above, and tell you by e-mail before any change that affects how your data is used.
        </p>
      </Section>
    </article>
  );
}
